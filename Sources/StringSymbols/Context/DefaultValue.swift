import StringCatalog

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
