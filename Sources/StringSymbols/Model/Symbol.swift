import StringCatalog

/// The symbol of one key: its Swift name, its parameters and what documents it.
public struct Symbol: Sendable {
    /// The catalog key the symbol looks up.
    public var key: String
    /// Where the key is in its catalog.
    public var keyLocation: SourceLocation
    /// The member name, such as `landmarksCount`.
    public var name: SymbolName
    /// The parameters in argument-number order; empty for a property.
    public var parameters: [SymbolParameter]
    /// The translator comment, if any.
    public var comment: String?
    /// Every source-language text of the key, with the variation cases leading to each.
    public var sourceTexts: [SourceText]

    /// Creates a symbol.
    public init(
        key: String,
        keyLocation: SourceLocation,
        name: SymbolName,
        parameters: [SymbolParameter],
        comment: String?,
        sourceTexts: [SourceText]
    ) {
        self.key = key
        self.keyLocation = keyLocation
        self.name = name
        self.parameters = parameters
        self.comment = comment
        self.sourceTexts = sourceTexts
    }

    /// The source-language text shown when the string is not translated: the only text, or the
    /// `other` case of each variation level (the case every language has), else the first case.
    public var defaultText: String {
        var candidates = sourceTexts[...]
        var depth = 0
        while candidates.count > 1, let selectors = candidates.first?.selectors, depth < selectors.count {
            let level = candidates.filter { $0.selectors.count > depth }
            let others = level.filter { $0.selectors[depth].isOther }
            candidates = others.isEmpty ? level.prefix(1) : others[...]
            depth += 1
        }
        return candidates.first?.text ?? key
    }

    /// The Swift name of the declaration as a user reads it: `roomAvailable`, `landmarksCount(count:)`.
    public var signatureDescription: String {
        guard !parameters.isEmpty else { return name.identifier }
        return name.identifier + "(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

extension VariantSelector {
    var isOther: Bool {
        switch self {
        case .plural(.other), .device(.other): true
        default: false
        }
    }
}

/// One parameter of a symbol.
public struct SymbolParameter: Hashable, Sendable {
    /// The argument number in the format string, from 1.
    public var argumentNumber: Int
    /// The argument label, or `nil` for `_`.
    public var label: String?
    /// The parameter's name inside the declaration: the label, or `argN` where the label cannot
    /// serve (no label, a keyword, a duplicate).
    public var name: String
    /// The Swift type.
    public var type: FormatArgumentType

    /// Creates a parameter.
    public init(argumentNumber: Int, label: String?, name: String, type: FormatArgumentType) {
        self.argumentNumber = argumentNumber
        self.label = label
        self.name = name
        self.type = type
    }
}
