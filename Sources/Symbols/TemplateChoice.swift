import InputText
import PluginFacts

/// A template: one of the built-in ones or a file.
public enum TemplateChoice: Hashable, Sendable {
    /// A template that ships with the generator.
    case builtIn(BuiltInTemplate)
    /// A Mustache file; partials are looked up beside it as `NAME.mustache`.
    case file(String)

    /// `xcode`, `string`, or a path.
    public init(argument: String) {
        self = BuiltInTemplate(rawValue: argument).map(TemplateChoice.builtIn) ?? .file(argument)
    }

    /// The choice as `--template` takes it: a built-in template's name, or the path.
    public var argument: String {
        switch self {
        case .builtIn(let template): template.rawValue
        case .file(let path): path
        }
    }
}

/// A value a template reads from `parameters`: a switch or a text.
public enum TemplateParameter: Hashable, Sendable {
    case bool(Bool)
    case text(String)

    /// `NAME=VALUE` as the command line gives it (`true` and `false` are switches, `NAME` alone
    /// is `true`); `nil` when the name is empty or not letters, digits and `_`.
    public static func parse(_ argument: String) -> (name: String, value: TemplateParameter)? {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else { return nil }
        guard parts.count == 2 else { return (name, .bool(true)) }
        switch parts[1] {
        case "true": return (name, .bool(true))
        case "false": return (name, .bool(false))
        default: return (name, .text(String(parts[1])))
        }
    }

    /// The text of a text parameter; `nil` for a switch.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// Whether the parameter is set: `true`, or any text but an empty one.
    public var isOn: Bool {
        switch self {
        case .bool(let value): value
        case .text(let text): !text.isEmpty
        }
    }
}

extension TemplateChoice {
    /// Why the template file at `path` cannot be read, as every command says it.
    package static func unreadableFile(_ path: String, _ failure: FileBytes.Failure) -> Diagnostic {
        // A name without an extension may be a built-in template's, mistyped (written in
        // string-symbols.json, it is joined to the file's folder).
        let builtIn = !(path.split(separator: "/").last ?? "").contains(".")
            ? "; the built-in templates are " + BuiltInTemplate.allCases.map(\.rawValue).joined(separator: ", ")
            : ""
        return Diagnostic(.error, (failure.missing ?? "cannot read the template: \(failure.reason)") + builtIn, path: path, at: nil)
    }
}
