/// The templates that ship with the generator.
///
/// Compiled into the plugins too (`Plugins/PluginsShared`), which tell a built-in template from
/// a custom one by it.
public enum BuiltInTemplate: String, Hashable, Sendable, CaseIterable {
    /// `LocalizedStringResource` members with Xcode 26's names and call sites, for Apple platforms.
    case xcode
    /// Portable accessors that return `String`, for Linux and older Apple systems.
    case string
    /// SwiftGen's `structured-swift5` output (`L10n.Settings.title`, `L10n.items(3)`), with its
    /// strings resolved as the `string` template's are.
    case swiftgen
    /// SwiftGen's `flat-swift5` output (`L10n.settingsTitle`).
    case swiftgenFlat = "swiftgen-flat"
}

extension BuiltInTemplate {
    /// Whether the output declares Apple-only API (`LocalizedStringResource`), so that it compiles
    /// only where Apple's Foundation is: what the advice on other hosts is about.
    public var needsAppleFoundation: Bool {
        switch self {
        case .xcode: true
        case .string, .swiftgen, .swiftgenFlat: false
        }
    }
}
