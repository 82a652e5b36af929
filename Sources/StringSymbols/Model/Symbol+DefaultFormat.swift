import StringCatalog

extension Symbol {
    /// The default text as a plain printf format, as `String(format:)` reads it: placeholder
    /// names dropped (`%(count)lld` becomes `%lld`, as Xcode compiles them), and each
    /// `%#@name@` replaced by the default case of its substitution, with `%arg` turned into
    /// that substitution's numbered specifier.
    ///
    /// When a substitution is expanded, every other placeholder is numbered too (`%@` becomes
    /// `%1$@`), because printf does not allow numbered and unnumbered placeholders together.
    public var defaultFormat: String {
        let format = FormatString(defaultText)
        let hasSubstitutions = format.placeholders.contains { $0.substitutionName != nil }
        let numbers = hasSubstitutions ? implicitArgumentNumbers(of: format) : []
        var result = ""
        var implicitIndex = 0
        for segment in format.segments {
            switch segment.kind {
            case .text(let literal):
                result += literal
            case .percent:
                result += "%%"
            case .placeholder(let placeholder):
                if let name = placeholder.substitutionName, let substitution = substitutions.first(where: { $0.name == name }) {
                    result += expand(substitution)
                    if placeholder.argumentNumber == nil { implicitIndex += 1 }
                } else if placeholder.argumentNumber == nil, implicitIndex < numbers.count {
                    result += "%\(numbers[implicitIndex])$" + Self.unnamed(placeholder).dropFirst()
                    implicitIndex += 1
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

    /// The argument numbers Foundation gives the unnumbered placeholders, in order.
    private func implicitArgumentNumbers(of format: FormatString) -> [Int] {
        var next = 1
        var numbers: [Int] = []
        for placeholder in format.placeholders where placeholder.argumentNumber == nil {
            numbers.append(next)
            next += 1
        }
        return numbers
    }

    private func expand(_ substitution: SymbolSubstitution) -> String {
        let text = SourceText.defaultText(of: substitution.texts) ?? "%arg"
        var result = ""
        for segment in FormatString(text, isSubstitutionVariant: true).segments {
            switch segment.kind {
            case .text(let literal): result += literal
            case .percent: result += "%%"
            case .placeholder(let placeholder):
                if case .substitutionArgument = placeholder.kind {
                    result += "%\(substitution.argumentNumber)$\(substitution.formatSpecifier)"
                } else {
                    result += Self.unnamed(placeholder)
                }
            }
        }
        return result
    }
}
