
/// A text's format string as a reader parsed it, kept with the text so that nothing after the
/// reader parses it again.
///
/// A reference type: most texts are never parsed while reading, and for them the field that
/// would hold the parse costs one pointer rather than the size of a ``FormatString``.
public final class ParsedFormat: Sendable {
    /// The parse.
    public let format: FormatString

    /// Keeps a parse.
    public init(_ format: FormatString) {
        self.format = format
    }
}
