import Checking
import InputText
import StringSymbols

/// The user's configuration, for every command: the generator's options, the team's rules that
/// `check` applies, and the project's own lookup helpers that `usage` and `migrate` know. The CLI
/// owns it: it reads `string-symbols.json` and the flags into it (``ConfigurationOption``), and
/// gives each command the part it takes.
struct ToolConfiguration: Sendable {
    /// What to generate.
    var generator = GeneratorConfiguration()
    /// The team's own rules that `check` applies beside the crash rules.
    var policy = CheckPolicy()
    /// Methods called on a key's literal (`"key".localized()`) that `usage` and `migrate`
    /// recognise as lookups.
    var lookupMethods: [String] = []
    /// Static or free functions whose first argument is the key (`String.localized`, `L`).
    var lookupFunctions: [String] = []
    /// The baseline file of `check` and `usage`: the findings they do not report.
    var baseline: String?
    /// Whether a baseline that holds fixed findings is an error, so that it only shrinks.
    var ratchet = false
}

extension ToolConfiguration {
    /// What the configuration asks of `check` that does nothing: `allowNeedsReview` without
    /// `requiredLanguages`, the languages whose translations it lets pass in state `needs_review`.
    /// A warning at the setting in the file, or of the invocation when a flag set it.
    var policyWarnings: [Diagnostic] {
        guard policy.allowsNeedsReview, policy.languages.isEmpty else { return [] }
        let (allow, require) = (ConfigurationOption.allowNeedsReview, ConfigurationOption.requiredLanguages)
        guard let place = generator.settingPlaces[allow.key] else {
            return [Diagnostic(.warning, "'\(allow.flag)' does nothing without '\(require.flag)': it lets a translation that needs review pass for the languages that one names", path: "", at: nil)]
        }
        return [Diagnostic(.warning, "'\(allow.key)' does nothing without '\(require.key)': it lets a translation that needs review pass for the languages that one names", path: place.path, at: place.location)]
    }
}
