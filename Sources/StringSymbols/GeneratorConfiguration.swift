import Findings
import InputText
import PluginFacts
import Symbols

/// What to generate, and how: the options of `generate` (and of `string-symbols.json`) that
/// shape the output.
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
    /// How generating with a template that formats translations itself (`string`) reports the
    /// translations that do not fit their accessor's arguments, as `check` does.
    public var check: CheckLevel
    /// The language of the keys and source texts of legacy tables (`.strings`, `.stringsdict`):
    /// its `.lproj` folder, else `Base.lproj`, holds their source. String Catalogs name their own.
    public var sourceLanguage: String
    /// The template's parameters, which it reads as `parameters.NAME`.
    public var templateParameters: [String: TemplateParameter] = [:]
    /// Where a configuration file set each setting, so that a problem with the setting points
    /// there; a setting made on the command line has no place. Not part of what makes two
    /// configurations equal.
    public var settingPlaces = SettingPlaces()

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

/// Where a configuration file set each setting, by its key (`templateParameters.NAME` for a
/// parameter). Where the settings came from is not what they are: any two are equal, so two
/// configurations with the same settings are equal wherever they were set.
public struct SettingPlaces: Hashable, Sendable {
    /// The places, by key.
    public var places: [String: SettingPlace] = [:]

    /// No places.
    public init() {}

    /// The place of the setting `key`, if a file set it.
    public subscript(key: String) -> SettingPlace? {
        get { places[key] }
        set { places[key] = newValue }
    }

    /// The place of the template parameter `name`, if a file set it.
    public subscript(parameter name: String) -> SettingPlace? {
        get { places["templateParameters." + name] }
        set { places["templateParameters." + name] = newValue }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

/// Where in a configuration file a setting is written.
public struct SettingPlace: Hashable, Sendable {
    /// The configuration file.
    public var path: String
    /// The setting's value in it.
    public var location: SourceLocation

    /// Creates a place.
    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}
