import Mustache

/// What to generate, and how: every option of the CLI and of `string-symbols.json`.
public struct GeneratorConfiguration: Hashable, Sendable {
    /// The access level of the generated declarations.
    public var access: AccessLevel
    /// The template that shapes the output.
    public var template: TemplateChoice
    /// Which keys get symbols.
    public var symbols: SymbolSelection
    /// The name of the module that owns the catalogs; `nil` derives it from the first catalog's folder.
    public var moduleName: String?
    /// Whether to wrap the `xcode` output in `#if canImport(Darwin)`, for resources modules that
    /// also build on Linux; `nil` when the configuration does not say, which is `false` but lets
    /// the build plugin stop a Linux build of the `xcode` output with advice.
    public var darwinOnly: Bool?
    /// Reports every key without a symbol on its own, instead of one summary per catalog and
    /// reason for the keys that are not manual.
    public var verbose: Bool
    /// How `check` (and the build plugin's check) reports what it finds in translations.
    public var check: CheckLevel
    /// The language of the keys and source texts of legacy tables (`.strings`, `.stringsdict`):
    /// its `.lproj` folder, else `Base.lproj`, holds their source. String Catalogs name their own.
    public var sourceLanguage: String
    /// The project's own lookup helpers that `usage` and `migrate` recognise: methods called on
    /// a key's literal (`"key".localized()`), and static or free functions whose first argument
    /// is the key (`String.localized`, `L`).
    public var lookupMethods: [String] = []
    public var lookupFunctions: [String] = []
    /// The team's own rules that `check` applies beside the crash rules.
    public var policy = CheckPolicy()
    /// The template's parameters, which it reads as `parameters.NAME`.
    public var templateParameters: [String: TemplateParameter] = [:]

    /// Creates a configuration; the defaults are those of the CLI.
    public init(
        access: AccessLevel = .public,
        template: TemplateChoice = .builtIn(.xcode),
        symbols: SymbolSelection = .all,
        moduleName: String? = nil,
        darwinOnly: Bool? = nil,
        verbose: Bool = false,
        check: CheckLevel = .warning,
        sourceLanguage: String = "en"
    ) {
        self.access = access
        self.template = template
        self.symbols = symbols
        self.moduleName = moduleName
        self.darwinOnly = darwinOnly
        self.verbose = verbose
        self.check = check
        self.sourceLanguage = sourceLanguage
    }

    /// How the translator reports keys without a symbol.
    public var warningDetail: WarningDetail { verbose ? .everyKey : .summary }

    /// Whether the output needs Apple's Foundation (`LocalizedStringResource`) and is not wrapped
    /// for other platforms: a built-in template that needs it (`xcode`) without `darwinOnly` (a
    /// custom template cannot be told apart, so it never counts).
    public var needsAppleFoundation: Bool {
        (template.descriptor?.needsAppleFoundation ?? false) && darwinOnly != true
    }

    /// Whether a host without Apple's Foundation gets ``AppleFoundationAdvice``: the output needs
    /// it, and the configuration does not say whether that is meant (`darwinOnly` unset).
    public var needsAppleFoundationAdvice: Bool {
        AppleFoundationAdvice.applies(template: template.argument, darwinOnly: darwinOnly)
    }
}

/// The access level of generated declarations.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// Usable from every module: the point of a resources package.
    case `public`
    /// Usable from the modules of the same package.
    case package
    /// Usable only inside the module, like Xcode's own symbols.
    case `internal`
}

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

    /// The value as the template context holds it.
    var contextValue: MustacheValue {
        switch self {
        case .bool(let value): .bool(value)
        case .text(let text): .string(text)
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
