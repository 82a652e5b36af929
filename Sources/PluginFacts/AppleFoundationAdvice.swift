/// What to tell a user whose output cannot compile on a host without Apple's Foundation, and when.
///
/// The `xcode` template (the default) writes `LocalizedStringResource` members, which only Apple's
/// Foundation declares. Unless the configuration says something about `darwinOnly` (`false` keeps
/// the output as it is, for builds against a stand-in of Apple's API), the CLI warns, and the
/// build plugin stops the first build with one error instead of a hundred from the compiler.
///
/// Compiled into the plugins too (`Plugins/PluginsShared`): it imports nothing.
public enum AppleFoundationAdvice {
    /// Whether the advice applies to output of `template` (`nil`: the default, `xcode`) when the
    /// configuration sets `darwinOnly` to `darwinOnly` (`nil`: unset): a built-in template that
    /// needs Apple's Foundation. A custom template cannot be told apart, so it never counts.
    public static func applies(template: String?, darwinOnly: Bool?) -> Bool {
        (BuiltInTemplate(rawValue: template ?? BuiltInTemplate.xcode.rawValue)?.needsAppleFoundation ?? false) && darwinOnly == nil
    }

    /// The CLI's warning, which names the options as flags and as configuration keys.
    public static let commandLineWarning = "warning: the 'xcode' output declares LocalizedStringResource members, which need Apple's Foundation: "
        + "it compiles on Apple platforms only, not on this one. For accessors that work here too, use "
        + "--template string (\"template\": \"string\"); to compile it on Apple platforms only, use --darwin-only "
        + "(\"darwinOnly\": true); to say that this is meant, set \"darwinOnly\": false in \(GenerationFiles.configurationFileName)"

    /// The build plugin's error for the module `moduleName`, which offers the two lines for the
    /// configuration file at `configurationPath`.
    public static func pluginError(moduleName: String, configurationPath: String) -> String {
        """
        \(moduleName): the 'xcode' template (the default) writes LocalizedStringResource members, which need Apple's \
        Foundation; this host has none, so the module cannot compile here. Add one of these lines to \(configurationPath):
            "template": "string"    accessors that return String and work here too, such as L10n.someKey
            "darwinOnly": true      keep the 'xcode' output, compiled on Apple platforms only
        (A new file holds the line in braces, such as { "template": "string" }; add exclude: ["\(GenerationFiles.configurationFileName)"] to the \
        target so that SwiftPM does not treat the file as a resource.)
        """
    }
}
