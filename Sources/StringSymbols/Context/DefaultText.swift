import StringCatalog

// The text a symbol shows when its key is missing from the table, in the two forms generated
// code needs: a printf format (`formatLiteral`, for `String(format:)`) and a
// `String.LocalizationValue` literal that carries the arguments (`defaultValueLiteral`).

extension Symbol {
    /// The source-language text shown when the string is not translated: the only text, or the
    /// `other` case of each variation level (the case every language has), else the first case.
    public var defaultText: String {
        SourceText.defaultText(of: sourceTexts) ?? key
    }

    /// The default text as a plain printf format, as `String(format:)` reads it: placeholder
    /// names dropped (`%(count)lld` becomes `%lld`, as Xcode compiles them), and each
    /// `%#@name@` replaced by the default case of its substitution, with `%arg` turned into the
    /// specifier of the argument that reference takes.
    ///
    /// When a substitution is expanded, every placeholder is numbered (`%@` becomes `%1$@`),
    /// because printf does not allow numbered and unnumbered placeholders together.
    public var defaultFormat: String {
        let format = FormatString(defaultText)
        let hasSubstitutions = format.placeholders.contains { $0.substitutionName != nil }
        var numberAtOffset: [Int: Int] = [:]
        if hasSubstitutions {
            var infos: [String: FormatSubstitutionInfo] = [:]
            for substitution in substitutions {
                infos[substitution.name] = FormatSubstitutionInfo(
                    argumentNumber: substitution.catalogArgumentNumber,
                    type: FormatArgumentType(formatSpecifier: substitution.formatSpecifier))
            }
            numberAtOffset = format.arguments(substitutions: infos).valueArgumentNumbersByOffset
        }
        var result = ""
        for segment in format.segments {
            switch segment.kind {
            case .text(let literal):
                result += literal
            case .percent:
                result += "%%"
            case .placeholder(let placeholder):
                let number = numberAtOffset[segment.utf8Offset]
                if let name = placeholder.substitutionName, let number,
                   let substitution = substitutions.first(where: { $0.name == name }) {
                    result += expand(substitution, argumentNumber: number)
                } else if let number, placeholder.argumentNumber == nil {
                    result += "%\(number)$" + Self.unnamed(placeholder).dropFirst()
                } else {
                    result += Self.unnamed(placeholder)
                }
            }
        }
        return result
    }

    /// The placeholder as written, without its `(name)`.
    static func unnamed(_ placeholder: FormatPlaceholder) -> String {
        guard placeholder.name != nil,
              let open = placeholder.text.firstIndex(of: "("),
              let close = placeholder.text[open...].firstIndex(of: ")") else { return placeholder.text }
        return String(placeholder.text[..<open] + placeholder.text[placeholder.text.index(after: close)...])
    }

    /// The default case of `substitution`, with `%arg` as argument `argumentNumber`.
    private func expand(_ substitution: SymbolSubstitution, argumentNumber: Int) -> String {
        let text = SourceText.defaultText(of: substitution.texts) ?? "%arg"
        var result = ""
        for segment in FormatString(text, isSubstitutionVariant: true).segments {
            switch segment.kind {
            case .text(let literal): result += literal
            case .percent: result += "%%"
            case .placeholder(let placeholder):
                if case .substitutionArgument = placeholder.kind {
                    result += "%\(argumentNumber)$\(substitution.formatSpecifier)"
                } else {
                    result += placeholder.text
                }
            }
        }
        return result
    }
}

extension Symbol {
    /// The `String.LocalizationValue` literal handed to `LocalizedStringResource` as its default
    /// value: it carries the arguments, in argument-number order, and the text used when the key
    /// is missing from the table.
    ///
    /// When the default format uses every argument exactly once, in order, and with the type of
    /// its parameter, the literal is that text with the placeholders interpolated
    /// (`"\(count) landmarks"`). Otherwise (reordered, repeated or skipped arguments, `*` widths)
    /// no text can carry the arguments in order, and the literal is just the interpolations
    /// (`"\(arg1) \(arg2)"`): the catalog's own text is what users see either way.
    public var defaultValueLiteral: String {
        defaultValueLiteral(defaultFormat: defaultFormat)
    }

    /// ``defaultValueLiteral`` for a ``defaultFormat`` computed already.
    func defaultValueLiteral(defaultFormat: String) -> String {
        let format = FormatString(defaultFormat)
        if let literal = interpolatedLiteral(of: format) { return literal }
        return "\"" + parameters.map { "\\(\($0.name))" }.joined(separator: " ") + "\""
    }

    private func interpolatedLiteral(of format: FormatString) -> String? {
        let arguments = format.arguments().arguments
        guard arguments.count == parameters.count,
              arguments.allSatisfy({ $0.uses.count == 1 && $0.uses[0].role == .value }) else { return nil }
        let numbersInTextOrder = arguments.sorted { $0.uses[0].utf8Offset < $1.uses[0].utf8Offset }.map(\.number)
        guard numbersInTextOrder == parameters.map(\.argumentNumber),
              zip(arguments, parameters).allSatisfy({ $0.type == $1.type }) else { return nil }
        var literal = "\""
        var parameterIndex = 0
        for segment in format.segments {
            switch segment.kind {
            case .text(let text): literal += SwiftSource.escapedForStringLiteral(text)
            case .percent: literal += "%"
            case .placeholder:
                literal += "\\(\(parameters[parameterIndex].name))"
                parameterIndex += 1
            }
        }
        return literal + "\""
    }
}

extension SourceText {
    /// The text every language has: the `other` case at each variation level, else the first.
    static func defaultText(of texts: [SourceText]) -> String? {
        var candidates = texts[...]
        var depth = 0
        while candidates.count > 1, let selectors = candidates.first?.selectors, depth < selectors.count {
            let level = candidates.filter { $0.selectors.count > depth }
            let others = level.filter { $0.selectors[depth].isOther }
            candidates = others.isEmpty ? level.prefix(1) : others[...]
            depth += 1
        }
        return candidates.first?.text
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
