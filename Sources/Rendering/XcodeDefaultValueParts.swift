import Symbols
import TableModel

// What the `xcode` template's `DefaultValuePart` (declared in `Templates/xcode-module.mustache`)
// is made of, kept here, beside the other template knowledge, rather than in the context's
// default-text code: change the two together.

extension [DefaultValuePiece] {
    /// The pieces as arguments of the `xcode` template's resource function:
    /// `.int(count), .text(" landmarks")`.
    var partList: String {
        var list = TextBuilder(capacity: 64)
        for piece in self {
            if !list.isEmpty { list.append(", ") }
            switch piece {
            case .text(let text):
                list.append(".text(\"")
                list.append(SwiftSource.escapedForStringLiteral(text))
                list.append("\")")
            case .argument(let parameter):
                list.append(ascii: ".")
                list.append(parameter.type.defaultValuePartCase)
                list.append(ascii: "(")
                list.append(parameter.name)
                list.append(ascii: ")")
            }
        }
        return list.text
    }
}

extension FormatArgumentType {
    /// The case of the `xcode` template's `DefaultValuePart` that carries a value of this type.
    var defaultValuePartCase: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .int8, .cChar: "int8"
        case .int16: "int16"
        case .int32: "int32"
        case .uint: "uint"
        case .uint8: "uint8"
        case .uint16: "uint16"
        case .uint32: "uint32"
        case .double: "double"
        case .cString, .utf16String, .rawPointer: "unsupported"
        }
    }
}
