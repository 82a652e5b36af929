/// Choices made per render call.
public struct MustacheRenderOptions: Sendable {
    /// What to do when a template refers to something that does not exist.
    public enum MissingPolicy: Sendable, Hashable {
        /// Render nothing, as the spec asks.
        case renderEmpty
        /// Stop with a `MustacheError` pointing at the tag.
        case fail
    }

    /// How `{{name}}` escapes values. Default: `.html`, as in the spec.
    public var escaping: MustacheEscaping
    /// Partials and parents that cannot be found, including dynamic names (`{{> *name}}`) that do
    /// not resolve to a string. Default: `.renderEmpty`, as in the spec.
    public var missingPartials: MissingPolicy
    /// Variables (`{{name}}`) whose name resolves to nothing. An explicit `.null` is not missing,
    /// and sections never fail: a missing section value is simply false. Default: `.renderEmpty`.
    public var missingVariables: MissingPolicy
    /// Sections (`{{#name}}`, `{{^name}}`) whose name resolves to nothing. An explicit `.null`
    /// or `false` is not missing. Default: `.renderEmpty` (the section is false), as the spec asks;
    /// `.fail` catches a misspelled section name.
    public var missingSections: MissingPolicy
    /// How deeply sections, partials, parents and blocks may nest while rendering; deeper
    /// rendering fails with `.depthLimitExceeded` instead of exhausting the stack (a partial that
    /// includes itself unconditionally, for example). Default: 100. Every level costs stack
    /// space, so keep it in the hundreds.
    public var maxDepth: Int

    public init(
        escaping: MustacheEscaping = .html,
        missingPartials: MissingPolicy = .renderEmpty,
        missingVariables: MissingPolicy = .renderEmpty,
        missingSections: MissingPolicy = .renderEmpty,
        maxDepth: Int = 100
    ) {
        self.missingSections = missingSections
        self.escaping = escaping
        self.missingPartials = missingPartials
        self.missingVariables = missingVariables
        self.maxDepth = maxDepth
    }
}
