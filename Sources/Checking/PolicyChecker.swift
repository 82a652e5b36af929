import Findings
import InputText
import Symbols
import TableModel

/// Applies a team's ``CheckPolicy`` to one table: each rule that is set, to every key, but those
/// whose comment silences the rule (`string-symbols:ignore RULE`).
struct PolicyChecker: Sendable {
    let policy: CheckPolicy
    let level: CheckLevel
    private let patterns: [RegularExpression]
    private let keyPattern: RegularExpression?

    /// A checker of `policy`; patterns that are no regular expression were refused when the
    /// configuration was read, and are skipped here.
    init(policy: CheckPolicy, level: CheckLevel) {
        self.policy = policy
        self.level = level
        patterns = policy.forbiddenPatterns.compactMap(RegularExpression.init)
        keyPattern = policy.keyPattern.flatMap(RegularExpression.init)
    }

    /// The findings in the table of `file`, in no particular order.
    func check(_ file: LoadedTable) -> [CheckFinding] {
        guard level != .off, !policy.isEmpty else { return [] }
        let catalog = file.catalog
        var findings: [CheckFinding] = []
        for entry in catalog.entries where !entry.isOnlyInTranslations {
            let ignored = Self.ignoredRules(in: entry.comment)
            func report(_ kind: CheckFinding.Kind, language: String, _ message: String, at location: SourceLocation) {
                guard !ignored.contains(kind.rawValue) else { return }
                let diagnostic = Diagnostic(level == .error ? .error : .warning, "\(message) [\(kind.rawValue)]", path: file.path, at: location)
                findings.append(CheckFinding(kind: kind, key: entry.key, language: language, diagnostic: diagnostic))
            }
            let key = entry.key
            if let keyPattern, entry.extractionState != .stale, !keyPattern.matchesWhole(key) {
                report(.keyName, language: catalog.sourceLanguage, "the key '\(key)' does not match the key pattern '\(keyPattern.pattern)'", at: entry.keyLocation)
            }
            if catalog.holdsExtractionStates, !policy.forbiddenExtractionStates.isEmpty {
                let state = entry.extractionState?.rawValue ?? "none"
                if policy.forbiddenExtractionStates.contains(state) {
                    report(.extractionState, language: catalog.sourceLanguage, "the key '\(key)' has the extraction state '\(state)', which the policy forbids", at: entry.keyLocation)
                }
            }
            // What follows concerns keys in use: a stale key is reported by its state alone (its
            // name, above, is no longer the team's to choose either).
            guard entry.extractionState != .stale else { continue }
            if let comments = policy.comments, comments == .all || entry.extractionState == .manual, (entry.comment ?? "").allSatisfy(\.isWhitespace) {
                report(.commentMissing, language: catalog.sourceLanguage, "the key '\(key)' has no comment for its translators", at: entry.keyLocation)
            }
            for localization in entry.localizations {
                guard let value = localization.value else { continue }
                var texts = SourceText.texts(of: value)
                for substitution in localization.substitutions { texts += SourceText.texts(of: .variations(substitution.variations)) }
                for text in texts {
                    if policy.forbidsEmptyValues, text.text.isEmpty {
                        report(.valueEmpty, language: localization.language, "the \(localization.language) value of '\(key)' is empty", at: text.location)
                    }
                    if let pattern = patterns.first(where: { $0.matches(in: text.text) }) {
                        report(.valuePattern, language: localization.language, "the \(localization.language) value of '\(key)' matches the forbidden pattern '\(pattern.pattern)'", at: text.location)
                    }
                }
            }
            guard entry.shouldTranslate != false else { continue }
            for language in Self.unique(policy.languages) where language != catalog.sourceLanguage {
                guard let localization = entry.localization(for: language), let value = localization.value else {
                    report(.untranslated, language: language, "'\(key)' has no \(language) translation", at: entry.keyLocation)
                    continue
                }
                if let state = Self.leastFinishedState(of: value, substitutions: localization.substitutions),
                   state != .translated, !(state == .needsReview && policy.allowsNeedsReview) {
                    report(.untranslated, language: language, "the \(language) translation of '\(key)' is in state '\(state.rawValue)', not 'translated'", at: localization.location)
                }
            }
        }
        if policy.predictsXcodeSymbols { findings += xcodeSymbolFindings(file) }
        return findings
    }

    /// The manual keys of `file` that break Xcode's own symbol generation; a key whose comment
    /// silences the rule is left out, as if Xcode made no symbol for it.
    private func xcodeSymbolFindings(_ file: LoadedTable) -> [CheckFinding] {
        let problems = XcodeSymbolProblem.problems(in: file) { Self.ignoredRules(in: $0.comment).contains(CheckFinding.Kind.xcodeSymbols.rawValue) }
        let severity: Diagnostic.Severity = level == .error ? .error : .warning
        let fix = "rename it, or set \"generatesSymbol\" to false on it"
        return problems.map { problem in
            let key = problem.keys[0]
            let message: String
            switch problem.kind {
            case .noName:
                message = "Xcode cannot name the manual key '\(key)': nothing of it makes a name, so Xcode's symbol generation fails; \(fix)"
            case .reservedName(let name):
                message = "the manual key '\(key)' gives Xcode's symbol '\(name)', a word Swift reserves, which Xcode declares without backticks, so its generated code does not compile; \(fix)"
            case .sameSymbol(let signature):
                let others = zip(problem.keys, problem.locations).dropFirst().map { key, location in
                    let (path, place) = file.catalog.sourceFiles.resolve(location) ?? (file.path, location)
                    return "'\(key)' (at \(path):\(place.line):\(place.column))"
                }
                let count = problem.keys.count
                message = "the manual keys \(Self.listed(["'\(key)'"] + others)) \(count == 2 ? "both" : "all") give Xcode's symbol '\(signature)', so Xcode's symbol generation fails; rename all but one, or set \"generatesSymbol\" to false on all but one"
            }
            let diagnostic = Diagnostic(severity, "\(message) [\(CheckFinding.Kind.xcodeSymbols.rawValue)]", path: file.path, at: problem.locations[0])
            return CheckFinding(kind: .xcodeSymbols, key: key, language: file.catalog.sourceLanguage, diagnostic: diagnostic)
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// `items` in their order, each once: a language given in the file and by a flag is one.
    static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }

    /// The rules a comment silences: the rule ids after each `string-symbols:ignore`, up to the
    /// first word that is none.
    static func ignoredRules(in comment: String?) -> Set<String> {
        var rules: Set<String> = []
        for words in IgnoreMarkers.words(in: comment) {
            for word in words {
                guard CheckFinding.Kind(rawValue: String(word)) != nil else { break }
                rules.insert(String(word))
            }
        }
        return rules
    }

    /// The state of the least finished text of a translation (`new`, then `needs_review`, then
    /// `stale`, then `translated`); `nil` when no text has a state (a legacy table's).
    static func leastFinishedState(of value: LocalizedValue, substitutions: [Substitution]) -> TranslationState? {
        var states: [TranslationState] = []
        func collect(_ value: LocalizedValue) {
            switch value {
            case .stringUnit(let unit): if let state = unit.state { states.append(state) }
            case .stringSet(let set): if let state = set.state { states.append(state) }
            case .variations(.plural(let variants)): variants.forEach { collect($0.value) }
            case .variations(.device(let variants)): variants.forEach { collect($0.value) }
            }
        }
        collect(value)
        for substitution in substitutions { collect(.variations(substitution.variations)) }
        for candidate in [TranslationState.new, .needsReview, .stale] where states.contains(candidate) { return candidate }
        return states.first { if case .unknown = $0 { true } else { false } } ?? states.first
    }
}
