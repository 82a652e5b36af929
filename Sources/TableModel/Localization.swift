import InputText

/// The text of one entry in one language.
public struct Localization: Sendable {
    /// The language code, such as `en` or `pt-BR`.
    public var language: String
    /// Where the language key is.
    public var location: SourceLocation
    /// The text or its variations; `nil` when the localization holds none (reported as a warning).
    public var value: LocalizedValue?
    /// The substitutions that `%#@name@` placeholders of the value refer to, in file order.
    public var substitutions: [Substitution]
    /// Members this reader does not know; kept so that nothing is lost.
    public var unknownFields: [UnknownField]

    /// Creates a localization.
    public init(
        language: String,
        location: SourceLocation,
        value: LocalizedValue?,
        substitutions: [Substitution] = [],
        unknownFields: [UnknownField] = []
    ) {
        self.language = language
        self.location = location
        self.value = value
        self.substitutions = substitutions
        self.unknownFields = unknownFields
    }

    /// The substitution named `name`, if there is one.
    public func substitution(named name: String) -> Substitution? {
        substitutions.first { $0.name == name }
    }
}

/// The content of a localization or of one variation case.
public indirect enum LocalizedValue: Sendable {
    /// A single string.
    case stringUnit(StringUnit)
    /// A list of strings (used for App Shortcuts phrases).
    case stringSet(StringSet)
    /// Different strings for plural categories or devices.
    case variations(Variations)
}

/// A string and its translation state (`stringUnit`).
public struct StringUnit: Sendable {
    /// The translation state.
    public var state: TranslationState?
    /// The text.
    public var value: String
    /// Where the `stringUnit` key is.
    public var location: SourceLocation
    /// Where the text's opening quote is.
    public var valueLocation: SourceLocation
    /// Members this reader does not know; kept so that nothing is lost.
    public var unknownFields: [UnknownField]
    /// The text parsed as a format string, when the reader parsed it: a catalog's reader parses
    /// the texts that refer to a substitution (`%#@name@`), to check the reference.
    public var parsedFormat: ParsedFormat?

    /// Creates a string unit.
    public init(
        state: TranslationState?,
        value: String,
        location: SourceLocation,
        valueLocation: SourceLocation,
        unknownFields: [UnknownField] = []
    ) {
        self.state = state
        self.value = value
        self.location = location
        self.valueLocation = valueLocation
        self.unknownFields = unknownFields
    }
}

/// A list of strings and their translation state (`stringSet`).
public struct StringSet: Sendable {
    /// The translation state.
    public var state: TranslationState?
    /// The strings, each with the position of its opening quote.
    public var values: [(value: String, location: SourceLocation)]
    /// Where the `stringSet` key is.
    public var location: SourceLocation
    /// Members this reader does not know; kept so that nothing is lost.
    public var unknownFields: [UnknownField]

    /// Creates a string set.
    public init(
        state: TranslationState?,
        values: [(value: String, location: SourceLocation)],
        location: SourceLocation,
        unknownFields: [UnknownField] = []
    ) {
        self.state = state
        self.values = values
        self.location = location
        self.unknownFields = unknownFields
    }
}

/// The translation state of a string (`state`).
public enum TranslationState: Hashable, Sendable {
    case new
    case translated
    case needsReview
    case stale
    /// A value this reader does not know, kept as written.
    case unknown(String)

    /// Creates a state from its JSON spelling.
    public init(rawValue: String) {
        switch rawValue {
        case "new": self = .new
        case "translated": self = .translated
        case "needs_review": self = .needsReview
        case "stale": self = .stale
        default: self = .unknown(rawValue)
        }
    }

    /// The JSON spelling.
    public var rawValue: String {
        switch self {
        case .new: "new"
        case .translated: "translated"
        case .needsReview: "needs_review"
        case .stale: "stale"
        case .unknown(let value): value
        }
    }
}
