import Findings
import InputText
import PluralRules
import TableModel

/// Checks the translations of a catalog against its source language: the placeholders that
/// crash `String(format:)` or print garbage, and the variations that show the wrong text.
///
/// For every key (but stale ones and those marked not to be translated) and every language
/// other than the source's:
/// - each placeholder of each text, variation case and substitution case must take an argument
///   the source has, with a type of the same kind and size as the source's at that position
///   (`%@` an object, `%d` 32 bits, `%lld` 64 bits, `%f` a floating-point number);
/// - `%#@name@` must name a substitution the translation's own localization defines;
/// - every argument the source uses must be used somewhere in the translation, and in a text
///   that has no variation case when the source has no variations either;
/// - device variations need an `other` case;
/// - plural variations need every category the language selects (CLDR), and have no category
///   it never selects (`zero` aside: Foundation uses it for 0 in every language).
package struct TranslationChecker: Sendable {
    /// How findings are reported.
    package var level: CheckLevel

    /// Creates a checker.
    package init(level: CheckLevel = .warning) {
        self.level = level
    }

    /// Checks one catalog.
    package func check(_ file: LoadedTable) -> CatalogCheck {
        let catalog = file.catalog
        let checked = catalog.entries.filter { $0.extractionState != .stale && $0.shouldTranslate != false }
        // Only a table that can hold keys that translations alone have walks its entries again.
        let canHoldThem = catalog.holdsKeysOnlyInTranslations
        let entries = canHoldThem ? checked.filter { !$0.isOnlyInTranslations } : checked
        // A key's comment silences any rule for that key (`string-symbols:ignore argument-type`);
        // a key only translations have has none (a translation's comments are not read).
        let isIgnored = { @Sendable (entry: CatalogEntry, kind: CheckFinding.Kind) in PolicyChecker.ignoredRules(in: entry.comment).contains(kind.rawValue) }
        // Not in a table without source-language files (its one warning says so; an Interface
        // Builder table's object IDs would each be a finding), nor in the system's tables, whose
        // source texts are in Info.plist, not in a table.
        let reportsKeysOnlyInTranslations = level != .off && canHoldThem && !entries.isEmpty && !file.isSystemTable
        let onlyInTranslations: [CheckFinding] = !reportsKeysOnlyInTranslations ? [] : checked.filter(\.isOnlyInTranslations).map { entry in
            let languages = entry.localizations.map(\.language)
            return CheckFinding(
                kind: .keyNotInSource, key: entry.key, language: languages[0],
                diagnostic: Diagnostic(.warning, "the key '\(entry.key)' is only in the \(languages.joined(separator: ", ")) translation\(languages.count == 1 ? "" : "s"), not in the source language \(catalog.sourceLanguage), so it has no symbol and a lookup of it shows the key itself in \(catalog.sourceLanguage) [\(CheckFinding.Kind.keyNotInSource.rawValue)]", path: file.path, at: entry.keyLocation))
        }
        var rules: [String: PluralRules] = [:]
        for language in catalog.languages where language != catalog.sourceLanguage {
            rules[language] = PluralRules.cardinal(forLanguage: language)
        }
        let rulesByLanguage = rules
        let outcomes = entries.concurrentMap { entry in
            EntryCheck(entry: entry, catalog: catalog, path: file.path, level: level, rules: rulesByLanguage).run().filter { !isIgnored(entry, $0.kind) }
        }
        // A legacy table without source-language files has no keys to count translations of.
        let languages = entries.isEmpty ? [] : catalog.languages.filter { $0 != catalog.sourceLanguage }.sortedOutOfLine()
        var summaries = languages.map { TranslationSummary(language: $0) }
        var translated = Array(repeating: 0, count: languages.count)
        let indices = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })
        for entry in entries {
            for localization in entry.localizations {
                guard let index = indices[localization.language], summaries[index].countTranslated(localization) else { continue }
                translated[index] += 1
            }
        }
        for index in summaries.indices {
            summaries[index].keys = entries.count
            summaries[index].missing = entries.count - translated[index]
        }
        var findings = (outcomes.flatMap { $0 } + onlyInTranslations).sortedOutOfLine {
            ($0.diagnostic.location ?? SourceLocation(line: 0, column: 0)) < ($1.diagnostic.location ?? SourceLocation(line: 0, column: 0))
        }
        // A legacy table's locations place its files' lines in one line space: each finding points into its file.
        if !catalog.sourceFiles.files.isEmpty {
            for index in findings.indices {
                findings[index].diagnostic = catalog.sourceFiles.resolve(findings[index].diagnostic)
            }
        }
        return CatalogCheck(path: file.path, findings: findings, summaries: summaries)
    }
}

extension TranslationSummary {
    /// Counts one key's translation in the least finished state of its texts; `false` when it
    /// has no value, and so counts as missing.
    mutating func countTranslated(_ localization: Localization) -> Bool {
        guard let value = localization.value else { return false }
        var states = StatesSeen()
        states.collect(value)
        for substitution in localization.substitutions {
            states.collect(.variations(substitution.variations))
        }
        if states.new {
            new += 1
        } else if states.needsReview {
            needsReview += 1
        } else if states.stale {
            stale += 1
        }
        return true
    }

    /// The unfinished states among the texts of a translation.
    private struct StatesSeen {
        var new = false
        var needsReview = false
        var stale = false

        mutating func collect(_ value: LocalizedValue) {
            switch value {
            case .stringUnit(let unit): see(unit.state)
            case .stringSet(let set): see(set.state)
            case .variations(.plural(let variants)): variants.forEach { collect($0.value) }
            case .variations(.device(let variants)): variants.forEach { collect($0.value) }
            }
        }

        mutating func see(_ state: TranslationState?) {
            switch state {
            case .new?: new = true
            case .needsReview?: needsReview = true
            case .stale?: stale = true
            default: break
            }
        }
    }
}

/// The check of one key. A class: the closures that report findings capture it, and a
/// reference is cheaper to capture than its fields.
private final class EntryCheck {
    let entry: CatalogEntry
    let catalog: StringTable
    let path: String
    let level: CheckLevel
    let rules: [String: PluralRules]

    init(entry: CatalogEntry, catalog: StringTable, path: String, level: CheckLevel, rules: [String: PluralRules]) {
        self.entry = entry
        self.catalog = catalog
        self.path = path
        self.level = level
        self.rules = rules
    }

    /// What the source gives each argument.
    struct Signature {
        var types: [Int: (type: FormatArgumentType, placeholder: String)]
        var hasVariations: Bool
        /// Whether the arguments are the key's, which its source value leaves out: a translation
        /// may leave them out too.
        var argumentsFromKey = false
    }

    func run() -> [CheckFinding] {
        guard level != .off else { return [] }
        var signature: Signature
        switch sourceSignature() {
        case .signature(let read):
            signature = read
        case .stringSet, .probablyLiteral:
            return []
        case .unread(let reason, let location):
            // Said only when there is a translation that goes unchecked.
            guard entry.localizations.contains(where: { $0.language != catalog.sourceLanguage && $0.value != nil }) else { return [] }
            return [CheckFinding(
                kind: .sourceFormat, key: entry.key, language: catalog.sourceLanguage,
                diagnostic: Diagnostic(.warning, "the translations of '\(entry.key)' are not checked, since its source text is not read as written: \(reason) [\(CheckFinding.Kind.sourceFormat.rawValue)]", path: path, at: location))]
        }
        var findings: [CheckFinding] = []
        // A key that carries its arguments (`"notifications.label.favorite %lld"`) whose source
        // value shows none of them (`"starred"`): callers that look the key up pass them, so the
        // translations are checked against the key's, and the source value is the one finding.
        var keyArguments: [Int: (type: FormatArgumentType, placeholder: String)]?
        if signature.types.isEmpty, !signature.hasVariations, let arguments = keySignature() {
            keyArguments = arguments
            signature.types = arguments
            signature.argumentsFromKey = true
        }
        var showingKeyArguments: [String] = []
        for localization in entry.localizations where localization.language != catalog.sourceLanguage {
            guard let value = localization.value else { continue }
            let (found, used) = check(localization, value: value, against: signature)
            findings += found
            if keyArguments != nil, !used.isEmpty { showingKeyArguments.append(localization.language) }
        }
        if let keyArguments {
            let placeholders = listed(keyArguments.keys.sortedOutOfLine().map { "'\(keyArguments[$0]!.placeholder)'" })
            let location = catalog.sourceValue(of: entry).texts.first?.location ?? entry.keyLocation
            // Through the symbol, which passes no argument, a translation that shows them reads
            // arguments that are not there: that breaks formatting.
            let breaks = !showingKeyArguments.isEmpty
            let consequence = breaks
                ? "but its symbol takes none, so through it the \(listed(showingKeyArguments.sortedOutOfLine())) translation\(showingKeyArguments.count == 1 ? "" : "s"), which show\(showingKeyArguments.count == 1 ? "s" : "") them, crash\(showingKeyArguments.count == 1 ? "es" : "") String(format:) or print\(showingKeyArguments.count == 1 ? "s" : "") garbage"
                : "but its symbol takes none"
            var finding = CheckFinding(
                kind: .sourceDropsArgument, key: entry.key, language: catalog.sourceLanguage,
                diagnostic: Diagnostic(
                    breaks && level == .error ? .error : .warning,
                    "the source value of '\(entry.key)' shows none of the key's arguments (\(placeholders)): callers that look the key up pass them and the translations are checked against them, \(consequence) [\(CheckFinding.Kind.sourceDropsArgument.rawValue)]",
                    path: path, at: location))
            finding.breaksFormattingThroughSymbol = breaks
            findings.insert(finding, at: 0)
        }
        return findings
    }

    /// The arguments of the key itself, read as a format; `nil` when it has none, or reads a `%`
    /// doubtfully, or gives one argument two kinds.
    func keySignature() -> [Int: (type: FormatArgumentType, placeholder: String)]? {
        guard entry.key.utf8Contains(UInt8(ascii: "%")) else { return nil }
        let format = FormatString(entry.key)
        guard format.warnings.isEmpty, !format.placeholders.contains(where: { $0.substitutionName != nil }) else { return nil }
        var types: [Int: (type: FormatArgumentType, placeholder: String)] = [:]
        for argument in format.arguments().arguments {
            guard let type = argument.type else { continue }
            if let existing = types[argument.number], Self.kind(of: existing.type) != Self.kind(of: type) { return nil }
            if types[argument.number] == nil { types[argument.number] = (type, argument.uses[0].text) }
        }
        return types.isEmpty ? nil : types
    }

    /// What the source's texts say of its arguments.
    enum SourceReading {
        case signature(Signature)
        /// A string set, which takes no arguments.
        case stringSet
        /// A text reads as a placeholder a `%` probably meant literally (`100% sure`): which the
        /// translations should follow is not known, and generation warns about it.
        case probablyLiteral
        /// The source's arguments are not known: a text reads a `%` otherwise than it is written,
        /// or gives an argument two kinds of type. Generation reports the same text; `check` says that
        /// the translations go unchecked.
        case unread(reason: String, location: SourceLocation?)
    }

    /// The source's arguments.
    func sourceSignature() -> SourceReading {
        let source = catalog.sourceValue(of: entry)
        guard !source.isStringSet else { return .stringSet }
        let parsed = ParsedSourceValue(source)
        var signature = Signature(
            types: [:], hasVariations: !parsed.substitutions.isEmpty)
        var probablyLiteral = false
        func add(_ text: SourceText, _ format: FormatString) -> String? {
            if !text.selectors.isEmpty { signature.hasVariations = true }
            if let fatal = format.warnings.first(where: \.isFatal) { return fatal.message }
            if !format.warnings.isEmpty { probablyLiteral = true }
            let read = format.arguments(substitutions: parsed.substitutionTable)
            // An argument number left out is normal in a variation case (a plural `one` that
            // shows no count); an argument given two kinds is not (two of one kind, `%1$d` and
            // `%1$x`, are compared as one, as across texts).
            for diagnostic in read.diagnostics {
                if case .conflictingTypes(_, let first, let second) = diagnostic.kind, Self.kind(of: first) != Self.kind(of: second) { return diagnostic.message }
            }
            for argument in read.arguments {
                guard let type = argument.type else { continue }
                if let existing = signature.types[argument.number] {
                    if Self.kind(of: existing.type) != Self.kind(of: type) {
                        return "'\(existing.placeholder)' takes \(Self.kind(of: existing.type).description) for argument \(argument.number), and '\(argument.uses[0].text)' \(Self.kind(of: type).description)"
                    }
                } else {
                    signature.types[argument.number] = (type, argument.uses[0].text)
                }
            }
            return nil
        }
        for (text, format) in zip(parsed.texts, parsed.formats) {
            if let reason = add(text, format) { return .unread(reason: reason, location: text.location) }
        }
        for substitution in parsed.substitutions {
            for (text, format) in zip(substitution.texts, substitution.formats) {
                if let reason = add(text, format) { return .unread(reason: reason, location: text.location) }
            }
        }
        return probablyLiteral ? .probablyLiteral : .signature(signature)
    }

    /// The findings in one translation, and the arguments it shows.
    private func check(_ localization: Localization, value: LocalizedValue, against signature: Signature) -> (findings: [CheckFinding], used: Set<Int>) {
        let language = localization.language
        var findings: [CheckFinding] = []
        func report(_ kind: CheckFinding.Kind, _ message: String, at location: SourceLocation) {
            let severity: Diagnostic.Severity
            switch (kind, level) {
            case (.pluralCategoryUnused, _): severity = .note
            case (_, .error) where kind.breaksFormatting: severity = .error
            default: severity = .warning
            }
            findings.append(CheckFinding(
                kind: kind, key: entry.key, language: language,
                diagnostic: Diagnostic(severity, "\(message) [\(kind.rawValue)]", path: path, at: location)))
        }
        let infos = FormatSubstitutionInfo.table(for: localization.substitutions)
        var texts = SourceText.texts(of: value).map { ($0, false) }
        for substitution in localization.substitutions {
            texts += SourceText.texts(of: .variations(substitution.variations)).map { ($0, true) }
        }
        var used: Set<Int> = []
        for (text, isSubstitutionVariant) in texts {
            var place: String { Self.describe(language: language, key: entry.key, selectors: text.selectors) }
            // Most translations have no placeholder at all; they need no parsing.
            let arguments: [FormatArgument]
            if text.text.utf8Contains(UInt8(ascii: "%")) {
                let format = text.format(isSubstitutionVariant: isSubstitutionVariant)
                for placeholder in format.placeholders {
                    // A translation's texts are formatted with its own localization's substitutions
                    // (a catalog's each, a stringsdict's in each language), which may vary by
                    // plural where the source does not: one the source defines is no help.
                    if let name = placeholder.substitutionName, localization.substitution(named: name) == nil {
                        report(.unknownSubstitution, "'\(placeholder.text)' in \(place) refers to a substitution '\(name)' that the \(language) localization does not define", at: text.location)
                    }
                }
                arguments = format.arguments(substitutions: infos).arguments
            } else {
                arguments = []
            }
            var usedHere: Set<Int> = []
            var notInSource: [FormatArgument] = []
            for argument in arguments {
                usedHere.insert(argument.number)
                let placeholder = argument.uses[0].text
                guard let source = signature.types[argument.number] else {
                    notInSource.append(argument)
                    continue
                }
                guard let type = argument.type, Self.kind(of: type) != Self.kind(of: source.type) else { continue }
                report(.argumentType, "'\(placeholder)' in \(place) takes \(Self.kind(of: type).description) for argument \(argument.number), but the source's '\(source.placeholder)' gives \(Self.kind(of: source.type).description)", at: text.location)
            }
            if !notInSource.isEmpty {
                let placeholders = listed(notInSource.map { "'\($0.uses[0].text)'" })
                let numbers = notInSource.map { String($0.number) }
                let subject = notInSource.count == 1
                    ? "\(placeholders) in \(place) takes argument \(numbers[0]), which the source does not have"
                    : "\(placeholders) in \(place) take arguments \(listed(numbers)), which the source does not have"
                report(.argumentNotInSource, subject, at: text.location)
            }
            used.formUnion(usedHere)
            // A text with no variation case, where the source has no variations, must show every argument.
            if !isSubstitutionVariant, text.selectors.isEmpty, !signature.hasVariations, !signature.argumentsFromKey, localization.substitutions.isEmpty {
                for number in signature.types.keys.sortedOutOfLine() where !usedHere.contains(number) {
                    report(.argumentMissing, "\(place) leaves out argument \(number) ('\(signature.types[number]!.placeholder)'), which the source shows", at: text.location)
                }
            }
        }
        if (signature.hasVariations || !localization.substitutions.isEmpty) && !signature.argumentsFromKey {
            for number in signature.types.keys.sortedOutOfLine() where !used.contains(number) {
                report(.argumentMissing, "no text of \(Self.describe(language: language, key: entry.key, selectors: [])) shows argument \(number) ('\(signature.types[number]!.placeholder)'), which the source shows", at: localization.location)
            }
        }
        checkVariations(value, localization: localization, report: report)
        return (findings, used)
    }

    /// Device variations without `other`, and plural categories the language needs or never uses.
    private func checkVariations(
        _ value: LocalizedValue, localization: Localization,
        report: (CheckFinding.Kind, String, SourceLocation) -> Void
    ) {
        let language = localization.language
        func visit(_ value: LocalizedValue, selectors: [VariantSelector], substitution: String?) {
            guard case .variations(let variations) = value else { return }
            let place = Self.describe(language: language, key: entry.key, selectors: selectors)
                + (substitution.map { " (substitution '\($0)')" } ?? "")
            switch variations {
            case .device(let variants):
                if !variants.contains(where: { $0.selector == .other }), let first = variants.first {
                    report(.deviceWithoutOther, "the device variations of \(place) have no 'other' case, so devices they do not name show nothing", first.location)
                }
                for variant in variants { visit(variant.value, selectors: selectors + [.device(variant.selector)], substitution: substitution) }
            case .plural(let variants):
                if let rules = rules[language], let first = variants.first {
                    let present = Set(variants.map(\.selector))
                    let missing = rules.categories.filter { !present.contains($0) }
                    if !missing.isEmpty {
                        let examples = missing.map { "'\($0.rawValue)' (\(Self.examples(of: $0, in: rules)))" }
                        report(.pluralCategoryMissing, "the plural variations of \(place) lack \(listed(examples)), which \(language) (CLDR \(rules.locale)) selects", first.location)
                    }
                    for variant in variants where !rules.categories.contains(variant.selector) && variant.selector != .zero {
                        report(.pluralCategoryUnused, "the plural case '\(variant.selector.rawValue)' of \(place) is never shown: \(language) (CLDR \(rules.locale)) selects only \(rules.categories.map { "'\($0.rawValue)'" }.joined(separator: ", "))", variant.location)
                    }
                }
                for variant in variants { visit(variant.value, selectors: selectors + [.plural(variant.selector)], substitution: substitution) }
            }
        }
        visit(value, selectors: [], substitution: nil)
        for substitution in localization.substitutions {
            visit(.variations(substitution.variations), selectors: [], substitution: substitution.name)
        }
    }

    /// `the de translation of 'key' (plural.one)`.
    static func describe(language: String, key: String, selectors: [VariantSelector]) -> String {
        let cases = selectors.isEmpty ? "" : " (" + selectors.map(\.description).joined(separator: ", ") + ")"
        return "the \(language) translation of '\(key)'\(cases)"
    }

    /// A few integers that select `category` (`such as 2, 3, 4`), or, when no integer does, the
    /// condition that selects it.
    static func examples(of category: PluralCategory, in rules: PluralRules) -> String {
        let candidates = Array(0...200) + [1_000, 10_000, 100_000, 1_000_000]
        let numbers = candidates.filter { rules.category(for: $0) == category }
        guard !numbers.isEmpty else {
            return rules.conditions.first { $0.category == category }.map { "for numbers where \($0.condition)" } ?? "for some numbers"
        }
        return "such as " + numbers.prefix(3).map(String.init).joined(separator: ", ")
    }

    /// How an argument of a type reaches `String(format:)`: what must agree between texts.
    enum ArgumentKind: Hashable, CustomStringConvertible {
        case object, integer32, integer64, floatingPoint, pointer

        var description: String {
            switch self {
            case .object: "an object (a String)"
            case .integer32: "a 32-bit integer"
            case .integer64: "a 64-bit integer"
            case .floatingPoint: "a floating-point number"
            case .pointer: "a C pointer"
            }
        }
    }

    /// Integers narrower than 32 bits travel as 32-bit values through a C variadic call, so `%d`,
    /// `%u`, `%hd` and `%c` agree; `%lld` needs 64 bits.
    static func kind(of type: FormatArgumentType) -> ArgumentKind {
        switch type {
        case .string: .object
        case .int8, .int16, .int32, .uint8, .uint16, .uint32, .cChar: .integer32
        case .int, .uint: .integer64
        case .double: .floatingPoint
        case .cString, .utf16String, .rawPointer: .pointer
        }
    }
}
