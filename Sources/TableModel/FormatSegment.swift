
/// A piece of a parsed format string: literal text or a placeholder, with its position.
public struct FormatSegment: Hashable, Sendable {
    /// What the segment is.
    public enum Kind: Hashable, Sendable {
        /// Text that is printed as is. Also holds a `%` that starts no valid specifier.
        case text(String)
        /// The escape `%%`, printed as one `%`.
        case percent
        /// A placeholder that is replaced by an argument.
        case placeholder(FormatPlaceholder)
    }

    /// What the segment is.
    public var kind: Kind
    /// Offset of the segment's first byte in the UTF-8 encoding of the format string.
    public var utf8Offset: Int
    /// Length of the segment in UTF-8 bytes.
    public var utf8Length: Int

    /// Creates a segment; ``FormatString`` creates these when parsing.
    public init(kind: Kind, utf8Offset: Int, utf8Length: Int) {
        self.kind = kind
        self.utf8Offset = utf8Offset
        self.utf8Length = utf8Length
    }

    /// The text the segment prints, for literal segments (`"%"` for `%%`); `nil` for placeholders.
    public var literalText: String? {
        switch kind {
        case .text(let text): return text
        case .percent: return "%"
        case .placeholder: return nil
        }
    }

    /// The placeholder, for placeholder segments.
    public var placeholder: FormatPlaceholder? {
        if case .placeholder(let placeholder) = kind { return placeholder }
        return nil
    }
}
