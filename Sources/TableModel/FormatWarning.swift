
/// A `%` whose meaning is probably not what the author intended, found while parsing.
///
/// Foundation formats a string only when it is given arguments, and then it reads a `%` that
/// starts no valid specifier in a way of its own (it drops the `%`, and sometimes what follows
/// it: `%5y` prints `5`). So:
/// - ``Kind-swift.enum/trailingPercent`` and ``Kind-swift.enum/invalidSpecifier`` are reported
///   only when the string has at least one placeholder; in a string without placeholders such a
///   `%` is silently literal text (`100%`, `50%-ig`).
/// - ``Kind-swift.enum/likelyLiteral`` is reported for a *valid* specifier that real text
///   produces by accident: one with the space flag (`100% sure` is `% s`, `100% anonymous` is
///   `% a`), or with a `-` or `0` flag but no width (`50%-ig` is `%-i`), which have no visible
///   effect there. The specifier still counts as a placeholder, as it does for Foundation.
public struct FormatWarning: Hashable, Sendable {
    /// The reason for the warning.
    public enum Kind: Hashable, Sendable {
        /// The string ends with a lone `%`.
        case trailingPercent
        /// `%` is followed by text that is not a complete specifier (unknown conversion such as
        /// `%y` or `%n`, `%0$d`, an unclosed `%(name` or `%#@name`, or the string ends inside it).
        case invalidSpecifier
        /// A valid specifier that is probably literal text (see the type's documentation).
        case likelyLiteral
        /// `%n`: Foundation takes an argument for it and writes the number of characters so far
        /// through it as a pointer, which no generated accessor can pass. Always reported.
        case writeBack
        /// A placeholder that Foundation does not format as written on every platform, or
        /// whose argument Swift cannot pass: `%D %U %O` (formatted on Apple's platforms only),
        /// a length its conversion does not take (`%Ld`, `%lc`, `%hf`), a long double (`%Lf`),
        /// a width or precision taken from an argument (`%*d`, `%.*f`: Foundation's formatting
        /// for a locale ignores a negative width, and a negative precision of a NaN crashes it),
        /// or one above 1,000 (Foundation makes a buffer that large first).
        case unsupportedSpecifier
        /// `%#@name@` whose name Foundation does not read whole: it reads ASCII letters, digits
        /// and `_`, and stops at anything else (`%#@total.count@`).
        case invalidSubstitutionName
    }

    /// Whether Foundation reads the text otherwise than this parse does, or cannot be given its
    /// arguments: a text with such a warning gets no accessor, and translations with one are
    /// not compared. ``Kind-swift.enum/likelyLiteral`` is the only kind that is not fatal.
    public var isFatal: Bool { kind != .likelyLiteral }

    /// The reason for the warning.
    public var kind: Kind
    /// A message for the user, suggesting `%%` where that is the fix.
    public var message: String
    /// Offset of the `%` in the UTF-8 encoding of the format string.
    public var utf8Offset: Int
    /// Length in UTF-8 bytes of the text the warning is about, starting at the `%`.
    public var utf8Length: Int

    /// Creates a warning; ``FormatString`` creates these when parsing.
    public init(kind: Kind, message: String, utf8Offset: Int, utf8Length: Int) {
        self.kind = kind
        self.message = message
        self.utf8Offset = utf8Offset
        self.utf8Length = utf8Length
    }
}
