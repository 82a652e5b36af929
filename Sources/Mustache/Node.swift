/// A compiled template element. Line structure is explicit (`text(_, endsLine:)` and
/// `lineStart`) so that the renderer can indent partials and blocks without re-reading source.
indirect enum Node: Sendable {
    /// Literal text; when `endsLine`, the text ends with a line break.
    case text(String, endsLine: Bool)
    /// A line of the source starts here after a line break that standalone-line removal dropped.
    case lineStart
    case variable(ValuePath, escaped: Bool, at: SourceLocation)
    case section(ValuePath, inverted: Bool, children: [Node], at: SourceLocation)
    /// `indentation` is nil for an inline partial, or the whitespace before a standalone one.
    case partial(TemplateReference, indentation: String?, at: SourceLocation)
    case parent(TemplateReference, arguments: [String: [Node]], indentation: String?, at: SourceLocation)
    case block(name: String, defaultContent: [Node], site: BlockSite, at: SourceLocation)
}

/// How an argument that overrides a block is indented where the block stands.
struct BlockSite: Sendable {
    /// Added to every line of the argument that starts a line inside the argument.
    var indentation: String
    /// Whether the argument's first line is indented too: true when the block's opening tag
    /// stands alone, so that the argument starts on a line of its own.
    var indentsFirstLine: Bool
}
