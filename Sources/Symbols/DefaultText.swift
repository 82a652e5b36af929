import InputText
import TableModel

// The text a symbol shows when its key is missing from the table, in the forms generated code
// needs: a printf format (`formatLiteral`, for `String(format:)`), and pieces of text and
// arguments that make a `String.LocalizationValue` (`defaultValueParts`, `defaultValueLiteral`).

extension Symbol {
    /// The source-language text shown when the string is not translated: the only text, or the
    /// `other` case of each variation level (the case every language has), else the first case.
    package var defaultText: String {
        SourceText.defaultTextIndex(of: sourceTexts).map { sourceTexts[$0].text } ?? key
    }

    /// The default text as a plain printf format, as `String(format:)` reads it: placeholder
    /// names dropped (`%(count)lld` becomes `%lld`, as Xcode compiles them), and each
    /// `%#@name@` replaced by the default case of its substitution, with `%arg` turned into the
    /// specifier of the argument that reference takes.
    ///
    /// When a substitution is expanded, every placeholder is numbered (`%@` becomes `%1$@`),
    /// because printf does not allow numbered and unnumbered placeholders together.
    package var defaultFormat: String {
        defaultForms.format ?? defaultText
    }
}

/// A symbol's ``Symbol/defaultFormat`` and ``Symbol/defaultValuePieces``, worked out when the
/// symbol is made, from the parse of its source texts: nothing parses them again to render it.
///
/// What the default text alone gives is not stored: most texts have no placeholder, and a
/// symbol is kept until the output is rendered.
struct DefaultForms: Sendable {
    /// The format, when it is not the default text as written.
    var format: String?
    /// The pieces, when they are not the default text alone.
    var pieces: Pieces?

    /// ``Symbol/defaultValuePieces`` as a symbol keeps them: without a copy of its parameters.
    enum Pieces: Sendable {
        /// The text before each parameter, and after the last: the parameters in text order.
        case textAround([String])
        /// The parameters separated by spaces.
        case spacedParameters

        /// The pieces with `parameters` in their places.
        func pieces(with parameters: [SymbolParameter]) -> [DefaultValuePiece] {
            var pieces: [DefaultValuePiece] = []
            switch self {
            case .textAround(let texts):
                for (text, parameter) in zip(texts, parameters) {
                    if !text.isEmpty { pieces.append(.text(text)) }
                    pieces.append(.argument(parameter))
                }
                if let last = texts.last, !last.isEmpty || pieces.isEmpty { pieces.append(.text(last)) }
            case .spacedParameters:
                for parameter in parameters {
                    if !pieces.isEmpty { pieces.append(.text(" ")) }
                    pieces.append(.argument(parameter))
                }
            }
            return pieces
        }
    }

    /// The forms of the default text of `source`, for a symbol taking `parameters`.
    init(of source: ParsedSourceValue, parameters: [SymbolParameter]) {
        guard let index = SourceText.defaultTextIndex(of: source.texts) else {
            // No text: the key is the value, and a symbol's key always has one text; nothing to store.
            format = nil
            pieces = nil
            return
        }
        let text = source.texts[index].text
        let parsed = source.formats[index]
        // Most texts hold no placeholder at all.
        if !text.utf8Contains(UInt8(ascii: "%")) {
            format = nil
            pieces = parameters.isEmpty ? nil : Self.pieces(of: parsed, parameters: parameters)
            return
        }
        var hasSubstitutions = false
        var hasNames = false
        for segment in parsed.segments {
            guard let placeholder = segment.placeholder else { continue }
            hasSubstitutions = hasSubstitutions || placeholder.substitutionName != nil
            hasNames = hasNames || placeholder.name != nil
        }
        // The segments cover the text as written, and only names and substitutions change.
        if !hasSubstitutions, !hasNames {
            format = nil
            pieces = Self.pieces(of: parsed, parameters: parameters)
            return
        }
        let numberAtOffset = hasSubstitutions ? parsed.arguments(substitutions: source.substitutionTable).valueArgumentNumbersByOffset : [:]
        var result = ""
        for segment in parsed.segments {
            switch segment.kind {
            case .text(let literal):
                result += literal
            case .percent:
                result += "%%"
            case .placeholder(let placeholder):
                let number = numberAtOffset[segment.utf8Offset]
                if let name = placeholder.substitutionName, let number,
                   let substitution = source.substitutions.first(where: { $0.name == name }) {
                    result += Self.expand(substitution, argumentNumber: number)
                } else if let number, placeholder.argumentNumber == nil {
                    result += "%\(number)$" + Symbol.unnamed(placeholder).dropFirst()
                } else {
                    result += Symbol.unnamed(placeholder)
                }
            }
        }
        format = result
        // An expanded text is a new text, with placeholders of its own.
        pieces = Self.pieces(of: hasSubstitutions ? FormatString(result) : parsed, parameters: parameters)
    }

    /// The default case of `substitution`, with `%arg` as argument `argumentNumber`.
    private static func expand(_ substitution: ParsedSourceValue.ParsedSubstitution, argumentNumber: Int) -> String {
        guard let index = SourceText.defaultTextIndex(of: substitution.texts) else {
            return "%\(argumentNumber)$\(substitution.formatSpecifier)"
        }
        var result = ""
        for segment in substitution.formats[index].segments {
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
    /// The placeholder as written, without its `(name)`.
    static func unnamed(_ placeholder: FormatPlaceholder) -> String {
        guard placeholder.name != nil,
              let open = placeholder.text.firstIndex(of: "("),
              let close = placeholder.text[open...].firstIndex(of: ")") else { return placeholder.text }
        return String(placeholder.text[..<open] + placeholder.text[placeholder.text.index(after: close)...])
    }
}

/// One piece of a symbol's default value: text, or an argument (a parameter of the symbol).
package enum DefaultValuePiece: Hashable, Sendable {
    /// Text as it reads (a `%` is a percent sign, not the start of a specifier).
    case text(String)
    /// The value of a parameter.
    case argument(SymbolParameter)
}

extension Symbol {
    /// The default value handed to `LocalizedStringResource`: it carries the arguments, in
    /// argument-number order, and the text used when the key is missing from the table.
    ///
    /// When the default format uses every argument exactly once, in order, and with the type of
    /// its parameter, the pieces are that text with the arguments in their places (`count`,
    /// `" landmarks"`). Otherwise (reordered, repeated or skipped arguments, `*` widths) no text
    /// can carry the arguments in order, and the pieces are just the arguments separated by
    /// spaces: the catalog's own text is what users see either way.
    package var defaultValuePieces: [DefaultValuePiece] {
        defaultForms.pieces?.pieces(with: parameters) ?? [.text(defaultText)]
    }
}

extension DefaultForms {
    /// ``Symbol/defaultValuePieces`` from the parsed default format.
    fileprivate static func pieces(of format: FormatString, parameters: [SymbolParameter]) -> Pieces {
        guard takesParametersInTextOrder(format, parameters: parameters)
            ?? takesParametersInTextOrder(format.arguments(), parameters: parameters) else { return .spacedParameters }
        var texts: [String] = []
        texts.reserveCapacity(parameters.count + 1)
        var text = ""
        for segment in format.segments {
            switch segment.kind {
            case .text(let literal): text += literal
            case .percent: text += "%"
            case .placeholder:
                texts.append(text)
                text = ""
            }
        }
        texts.append(text)
        return .textAround(texts)
    }
}

extension DefaultForms {
    /// Whether `format` uses every parameter exactly once, as a value, in the order of their
    /// argument numbers and with their types; `nil` when the placeholders alone do not tell
    /// (an explicit position, a `*` width or precision, a substitution).
    fileprivate static func takesParametersInTextOrder(_ format: FormatString, parameters: [SymbolParameter]) -> Bool? {
        // Placeholders without a position or a `*` take arguments 1, 2, … in turn.
        var count = 0
        for segment in format.segments {
            guard let placeholder = segment.placeholder else { continue }
            guard case .conversion = placeholder.kind, placeholder.argumentNumber == nil,
                  !(placeholder.width?.isArgument ?? false), !(placeholder.precision?.isArgument ?? false) else { return nil }
            guard count < parameters.count, parameters[count].argumentNumber == count + 1,
                  parameters[count].type == placeholder.argumentType else { return false }
            count += 1
        }
        return count == parameters.count
    }

    /// Whether `list` holds every parameter exactly once, as a value, in the order of their
    /// argument numbers and with their types.
    fileprivate static func takesParametersInTextOrder(_ list: FormatArgumentList, parameters: [SymbolParameter]) -> Bool {
        let arguments = list.arguments
        guard arguments.count == parameters.count,
              arguments.allSatisfy({ $0.uses.count == 1 && $0.uses[0].role == .value }) else { return false }
        let numbersInTextOrder = arguments.sortedOutOfLine { $0.uses[0].utf8Offset < $1.uses[0].utf8Offset }.map(\.number)
        return numbersInTextOrder == parameters.map(\.argumentNumber) && zip(arguments, parameters).allSatisfy { $0.type == $1.type }
    }
}

extension FormatFieldSize {
    /// Whether the size is an argument (`*` or `*n$`).
    var isArgument: Bool {
        if case .argument = self { return true }
        return false
    }
}

extension [DefaultValuePiece] {
    /// The pieces as a `String.LocalizationValue` literal: `"\(count) landmarks"`.
    /// (Each is put together in one string: every symbol of a table has one.)
    package var literal: String {
        var literal = TextBuilder(capacity: 64)
        literal.append(ascii: "\"")
        for piece in self {
            switch piece {
            case .text(let text):
                literal.append(SwiftSource.escapedForStringLiteral(text))
            case .argument(let parameter):
                literal.append(ascii: "\\")
                literal.append(ascii: "(")
                literal.append(parameter.name)
                literal.append(ascii: ")")
            }
        }
        literal.append(ascii: "\"")
        return literal.text
    }

    /// The text of pieces that hold no argument.
    package var plainText: String? {
        var text = ""
        for piece in self {
            guard case .text(let part) = piece else { return nil }
            text += part
        }
        return text
    }
}

extension SourceText {
    /// The index of the text every language has: the `other` case at each variation level,
    /// else the first.
    static func defaultTextIndex(of texts: [SourceText]) -> Int? {
        // Most values are one text.
        guard texts.count > 1 else { return texts.isEmpty ? nil : 0 }
        var candidates = Array(texts.indices)
        var depth = 0
        while candidates.count > 1, depth < texts[candidates[0]].selectors.count {
            let level = candidates.filter { texts[$0].selectors.count > depth }
            let others = level.filter { texts[$0].selectors[depth].isOther }
            candidates = others.isEmpty ? Array(level.prefix(1)) : others
            depth += 1
        }
        return candidates.first
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
