import InputText

/// What `check` found in one problem of one translation.
package struct CheckFinding: Hashable, Sendable {
    /// The rule a finding breaks, with a stable identifier (SARIF's `ruleId`).
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A placeholder takes an argument the source does not have.
        case argumentNotInSource = "argument-not-in-source"
        /// A placeholder's type does not fit the source's at that position.
        case argumentType = "argument-type"
        /// `%#@name@` in a translation names a substitution its own localization does not define.
        case unknownSubstitution = "unknown-substitution"
        /// A translation leaves out an argument the source uses.
        case argumentMissing = "argument-missing"
        /// Device variations without an `other` case.
        case deviceWithoutOther = "device-without-other"
        /// Plural variations without a category the language selects.
        case pluralCategoryMissing = "plural-category-missing"
        /// A plural category the language never selects.
        case pluralCategoryUnused = "plural-category-unused"
        /// A legacy table's translations have a key its source language does not.
        case keyNotInSource = "key-not-in-source"
        /// A key carries arguments (`"label %lld"`) that its source value shows none of.
        case sourceDropsArgument = "source-drops-argument"
        /// A source text is not read as written, so its key's translations are not checked.
        case sourceFormat = "source-format"
        /// Policy: a key is not translated (state `translated`) into a required language.
        case untranslated
        /// Policy: a key has no comment for its translators.
        case commentMissing = "comment-missing"
        /// Policy: a value is empty.
        case valueEmpty = "value-empty"
        /// Policy: a value matches a forbidden pattern.
        case valuePattern = "value-pattern"
        /// Policy: a key has a forbidden extraction state.
        case extractionState = "extraction-state"
        /// Policy: a key does not match the key pattern.
        case keyName = "key-name"
        /// Opt-in: manual keys that break Xcode's own symbol generation.
        case xcodeSymbols = "xcode-symbols"

        /// Whether the problem crashes `String(format:)` or prints garbage at run time.
        package var breaksFormatting: Bool {
            switch self {
            case .argumentNotInSource, .argumentType, .unknownSubstitution: true
            default: false
            }
        }

        /// What the rule checks, in one sentence.
        package var summary: String {
            switch self {
            case .argumentNotInSource: "A translation's placeholder takes an argument the source text does not have."
            case .argumentType: "A translation's placeholder takes an argument of another type than the source's at that position."
            case .unknownSubstitution: "A translation refers to a substitution its own localization does not define."
            case .argumentMissing: "A translation leaves out an argument the source text uses."
            case .deviceWithoutOther: "Device variations have no 'other' case for the devices they do not name."
            case .pluralCategoryMissing: "Plural variations lack a category the language selects for some numbers."
            case .pluralCategoryUnused: "Plural variations have a category the language never selects."
            case .keyNotInSource: "A legacy table's translations have a key its source-language files do not: it has no symbol, and a lookup of it shows the key in the source language."
            case .sourceDropsArgument: "A key carries arguments its source value shows none of: callers that look the key up pass them, but the key's symbol takes none."
            case .sourceFormat: "A source text is not read as written (a placeholder Foundation reads otherwise, or an argument given two types), so the key's translations are not checked against it."
            case .untranslated: "Policy (requiredLanguages): a key is not translated into a required language, or its translation is not in state translated."
            case .commentMissing: "Policy (requiredComments): a key has no comment for its translators."
            case .valueEmpty: "Policy (forbidEmptyValues): a source text or translation is empty."
            case .valuePattern: "Policy (forbiddenPatterns): a source text or translation matches a forbidden pattern."
            case .extractionState: "Policy (forbiddenExtractionStates): a key has an extraction state the team forbids."
            case .keyName: "Policy (keyPattern): a key does not match the team's key pattern."
            case .xcodeSymbols: "Opt-in (xcodeSymbols): manual keys break Xcode's own symbol generation: keys of one Xcode symbol, a key Xcode cannot name, or a name Swift reserves."
            }
        }

        /// Whether the rule is one of the team's own (``CheckPolicy``), off unless configured.
        package var isPolicy: Bool {
            switch self {
            case .untranslated, .commentMissing, .valueEmpty, .valuePattern, .extractionState, .keyName, .xcodeSymbols: true
            default: false
            }
        }
    }

    /// The rule.
    package var kind: Kind
    /// The key whose translation it is.
    package var key: String
    /// The translation's language.
    package var language: String
    /// The diagnostic, with its severity for the check level.
    package var diagnostic: Diagnostic
    /// For `source-drops-argument`: whether a translation shows the arguments the symbol does not
    /// pass, and so breaks formatting through it.
    package var breaksFormattingThroughSymbol = false

    /// Whether the finding crashes `String(format:)` or prints garbage at run time.
    package var breaksFormatting: Bool { kind.breaksFormatting || breaksFormattingThroughSymbol }
}

/// How far one language's translations are, counted by key.
package struct TranslationSummary: Hashable, Sendable {
    /// The language.
    package var language: String
    /// Keys that should be translated.
    package var keys = 0
    /// Keys with no translation in the language.
    package var missing = 0
    /// Keys with a translation in state `new`.
    package var new = 0
    /// Keys with a translation in state `needs_review`.
    package var needsReview = 0
    /// Keys with a translation in state `stale`.
    package var stale = 0

    /// Creates an empty summary for `language`.
    package init(language: String) {
        self.language = language
    }

    /// `de: 120 keys, 3 missing, 2 new, 1 needs review, 0 stale`.
    package var description: String {
        "\(language): \(keys) key\(keys == 1 ? "" : "s"), \(missing) missing, \(new) new, \(needsReview) needing review, \(stale) stale"
    }
}

/// What `check` found in one catalog.
package struct CatalogCheck: Sendable {
    /// The catalog's path, as diagnostics name it.
    package var path: String
    /// The findings, in file order.
    package var findings: [CheckFinding]
    /// One summary per translated language, sorted by language.
    package var summaries: [TranslationSummary]

    /// Whether any finding is an error at the level it was checked with.
    package var hasErrors: Bool { findings.contains { $0.diagnostic.severity == .error } }
}
