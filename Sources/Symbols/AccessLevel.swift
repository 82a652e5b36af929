
/// The access level of generated declarations.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// Usable from every module: the point of a resources package.
    case `public`
    /// Usable from the modules of the same package.
    case package
    /// Usable only inside the module, like Xcode's own symbols.
    case `internal`
}
