
/// How the findings of `check` and `usage` are reported: `string-symbols.json`'s `check`, the
/// flag `--level`.
public enum CheckLevel: String, Hashable, Sendable, CaseIterable {
    /// A translation that crashes `String(format:)` or prints garbage is an error, and fails the
    /// build; other findings are warnings.
    case error
    /// Every finding is a warning (notes stay notes). The default, so that upgrading never
    /// breaks a build.
    case warning
    /// No check.
    case off
}
