import StringCatalog

extension Symbol {
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
