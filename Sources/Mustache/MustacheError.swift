/// A problem found while compiling or rendering a template, with the position it refers to.
///
/// `description` has the form compilers use, `name:line:column: error: message`, so a command-line
/// tool can print it as it is; give templates their file path as `name` for that.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for callers that react differently to different failures.
    public enum Kind: Sendable, Hashable {
        /// The template source is malformed (unclosed tag or section, bad delimiters, bad name...).
        case syntax
        /// A partial or parent template could not be found (only with `missingPartials: .fail`).
        case missingPartial
        /// A variable is not defined in the context (only with `missingVariables: .fail`).
        case missingValue
        /// A value cannot be used where it appears, such as a list in `{{name}}`.
        case invalidValue
        /// Sections, partials and blocks nest deeper than `MustacheRenderOptions.maxDepth`,
        /// usually because a partial includes itself without end.
        case depthLimitExceeded
    }

    public let kind: Kind
    /// What went wrong, in one sentence without position.
    public let message: String
    /// The `name` of the template the position refers to.
    public let templateName: String
    /// 1-based line of the offending tag.
    public let line: Int
    /// 1-based column of the offending tag's first character, counted in `Character`s.
    public let column: Int

    public init(kind: Kind, message: String, templateName: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.templateName = templateName
        self.line = line
        self.column = column
    }

    init(_ kind: Kind, _ message: String, at location: SourceLocation) {
        self.init(kind: kind, message: message, templateName: location.templateName, line: location.line, column: location.column)
    }

    public var description: String {
        "\(templateName):\(line):\(column): error: \(message)"
    }
}
