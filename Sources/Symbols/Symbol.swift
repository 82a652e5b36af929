import InputText
import TableModel

/// The symbol of one key: its Swift name, its parameters and what documents it.
package struct Symbol: Sendable {
    /// The catalog key the symbol looks up.
    package var key: String
    /// Where the key is in its catalog.
    package var keyLocation: SourceLocation
    /// The member name, such as `landmarksCount`.
    package var name: SymbolName
    /// The parameters in argument-number order; empty for a property.
    package var parameters: [SymbolParameter] { didSet { updateDefaultForms() } }
    /// The translator comment, if any.
    package var comment: String?
    /// Every source-language text of the key, with the variation cases leading to each.
    package var sourceTexts: [SourceText] { didSet { updateDefaultForms() } }
    /// The substitutions the texts refer to, with the argument number each was given.
    package var substitutions: [SymbolSubstitution] { didSet { updateDefaultForms() } }
    /// How the key came into its catalog; `nil` when the catalog does not say.
    package var extractionState: ExtractionState?
    /// The default text's forms, worked out from the parse of the source texts.
    private(set) var defaultForms: DefaultForms

    /// Creates a symbol, parsing its texts to work out its default text's forms.
    package init(
        key: String,
        keyLocation: SourceLocation,
        name: SymbolName,
        parameters: [SymbolParameter],
        comment: String?,
        sourceTexts: [SourceText],
        substitutions: [SymbolSubstitution] = [],
        extractionState: ExtractionState? = nil
    ) {
        self.key = key
        self.keyLocation = keyLocation
        self.name = name
        self.parameters = parameters
        self.comment = comment
        self.sourceTexts = sourceTexts
        self.substitutions = substitutions
        self.extractionState = extractionState
        defaultForms = DefaultForms(of: ParsedSourceValue(texts: sourceTexts, substitutions: substitutions.map { ($0.name, $0.catalogArgumentNumber, $0.formatSpecifier, $0.texts) }), parameters: parameters)
    }

    /// Creates a symbol from the parse its parameters were resolved from.
    init(
        key: String, keyLocation: SourceLocation, name: SymbolName, parameters: [SymbolParameter], comment: String?,
        source: ParsedSourceValue, substitutions: [SymbolSubstitution], extractionState: ExtractionState?
    ) {
        self.key = key
        self.keyLocation = keyLocation
        self.name = name
        self.parameters = parameters
        self.comment = comment
        sourceTexts = source.texts
        self.substitutions = substitutions
        self.extractionState = extractionState
        defaultForms = DefaultForms(of: source, parameters: parameters)
    }

    private mutating func updateDefaultForms() {
        defaultForms = DefaultForms(of: ParsedSourceValue(texts: sourceTexts, substitutions: substitutions.map { ($0.name, $0.catalogArgumentNumber, $0.formatSpecifier, $0.texts) }), parameters: parameters)
    }

    /// Whether the key was added by hand (`extractionState: manual`), which is how Xcode selects
    /// the keys that get symbols; other keys were mostly extracted from code.
    package var isManual: Bool { extractionState == .manual }

    /// The Swift name of the declaration as a user reads it: `roomAvailable`, `landmarksCount(count:)`.
    package var signatureDescription: String {
        guard !parameters.isEmpty else { return name.identifier }
        return name.identifier + "(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

/// A substitution of a symbol's value: `%#@name@` with its argument and texts.
package struct SymbolSubstitution: Sendable {
    /// The name used in `%#@name@`.
    package var name: String
    /// The argument the substitution selects its case with (its first use, when the text uses
    /// it more than once).
    package var argumentNumber: Int
    /// The catalog's `argNum`, if it gives one.
    package var catalogArgumentNumber: Int?
    /// The printf conversion of the argument without `%`, such as `lld`.
    package var formatSpecifier: String
    /// The texts of its cases, where `%arg` stands for the argument.
    package var texts: [SourceText]

    /// Creates a substitution.
    package init(name: String, argumentNumber: Int, catalogArgumentNumber: Int? = nil, formatSpecifier: String, texts: [SourceText]) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.catalogArgumentNumber = catalogArgumentNumber
        self.formatSpecifier = formatSpecifier
        self.texts = texts
    }
}

/// One parameter of a symbol.
package struct SymbolParameter: Hashable, Sendable {
    /// The argument number in the format string, from 1.
    package var argumentNumber: Int
    /// The argument label, or `nil` for `_`.
    package var label: String?
    /// The parameter's name inside the declaration: the label, or `argN` where the label cannot
    /// serve (no label, a keyword, a duplicate).
    package var name: String
    /// The Swift type.
    package var type: FormatArgumentType

    /// Creates a parameter.
    package init(argumentNumber: Int, label: String?, name: String, type: FormatArgumentType) {
        self.argumentNumber = argumentNumber
        self.label = label
        self.name = name
        self.type = type
    }
}
