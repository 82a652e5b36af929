/// How `{{name}}` tags escape the text they insert. `{{{name}}}` and `{{& name}}` never escape.
///
/// Chosen per render call, so one compiled template can produce HTML and source code alike.
public struct MustacheEscaping: Sendable {
    enum Strategy: Sendable {
        case html
        case none
        case custom(@Sendable (String) -> String)
    }

    let strategy: Strategy

    /// The spec's HTML escaping: `&`, `<`, `>` and `"` become `&amp;`, `&lt;`, `&gt;` and `&quot;`.
    public static let html = MustacheEscaping(strategy: .html)

    /// No escaping: values are inserted as they are. Meant for code generation, where values are
    /// escaped for their destination before they reach the template.
    public static let none = MustacheEscaping(strategy: .none)

    /// Escapes every inserted value with `transform`.
    public static func custom(_ transform: @escaping @Sendable (String) -> String) -> MustacheEscaping {
        MustacheEscaping(strategy: .custom(transform))
    }

    /// Returns `text` escaped by this strategy.
    public func escape(_ text: String) -> String {
        switch strategy {
        case .none: text
        case .custom(let transform): transform(text)
        case .html: Self.htmlEscaped(text)
        }
    }

    private static func htmlEscaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
