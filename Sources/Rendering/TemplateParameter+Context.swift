import Mustache
import Symbols

extension TemplateParameter {
    /// The value as the template context holds it.
    package var contextValue: MustacheValue {
        switch self {
        case .bool(let value): .bool(value)
        case .text(let text): .string(text)
        }
    }
}
