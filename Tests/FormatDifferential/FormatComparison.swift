import Foundation

/// One text formatted two ways with the same arguments and locale: by Foundation's
/// `String(format:)`, and by the formatter the `string` template generates (the one its
/// accessors use where they read a catalog themselves, as on Linux), which formats each
/// placeholder on its own. Compiled, with that template's output for a module named
/// `Differential`, into the program of `FormatDifferentialTests` and into the fuzz target
/// `format-differential`.
enum FormatComparison {
    /// What `String(format:locale:arguments:)` makes of `text`.
    static func foundation(_ text: String, _ arguments: [any CVarArg], locale: Locale) -> String {
        String(format: text, locale: locale, arguments: arguments)
    }

    /// What the `string` template's formatter makes of `text`; `nil` when it leaves the text to
    /// Foundation (a placeholder it does not format itself, such as a `*` width).
    static func template(_ text: String, _ arguments: [any CVarArg], locale: Locale) -> String? {
        let format = DifferentialStringsBundle.Format(text, substitutions: [:])
        return format.string(arguments.map(DifferentialStringsBundle.Argument.init), locale: locale, language: "en")
    }

    /// A value of the Swift type named `type` (a ``FormatArgumentType`` raw value), written as
    /// `text`: a number in Swift's own spelling (`nan`, `-0.0`, `inf` for `Double`), or the string.
    static func argument(type: String, text: String) -> (any CVarArg)? {
        switch type {
        case "String": text
        case "Int": Int(text)
        case "Int8", "CChar": Int8(text)
        case "Int16": Int16(text)
        case "Int32": Int32(text)
        case "UInt": UInt(text)
        case "UInt8": UInt8(text)
        case "UInt16": UInt16(text)
        case "UInt32": UInt32(text)
        case "Double": Double(text)
        default: nil
        }
    }
}
