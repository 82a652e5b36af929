/// One token of Swift source, with where it is.
///
/// A string literal is several tokens, so that what its interpolations hold is seen like any other
/// code: ``Kind/stringStart``, then ``Kind/stringText`` for each run of text (its escapes decoded)
/// and ``Kind/interpolationStart`` … ``Kind/interpolationEnd`` around the tokens of each
/// interpolation, then ``Kind/stringEnd``.
public struct SwiftToken: Sendable, Equatable {
    /// What a token is.
    public enum Kind: Sendable, Equatable {
        /// A name or a keyword: `Text`, `localized`, `return`; a backticked name without its
        /// backticks.
        case identifier(String)
        /// An integer or floating-point literal.
        case number
        /// The opening delimiter of a string literal: `"`, `"""`, `#"` and so on.
        case stringStart(StringDelimiter)
        /// Text of a string literal, its escapes decoded (and a multi-line literal's indentation
        /// removed).
        case stringText(String)
        /// `\(` (or `\#(` in a raw string) opening an interpolation.
        case interpolationStart
        /// The `)` that closes an interpolation.
        case interpolationEnd
        /// The closing delimiter of a string literal.
        case stringEnd
        /// A regular expression literal, `/…/` or `#/…/#`.
        case regex
        /// One of `( ) [ ] { } , : ; @` and `.` before a member's name.
        case punctuation(UInt8)
        /// An operator: `=`, `==`, `->`, `?`, `!`, `...`.
        case `operator`(String)
        /// `#` and a name: `#if`, `#endif`, `#selector`, `#Preview`.
        case pound(String)
    }

    /// How a string literal is delimited.
    public struct StringDelimiter: Sendable, Equatable {
        /// The `#`s of a raw string.
        public var hashes: Int
        /// Whether it is a multi-line literal (`"""`).
        public var isMultiline: Bool

        public init(hashes: Int, isMultiline: Bool) {
            self.hashes = hashes
            self.isMultiline = isMultiline
        }
    }

    /// What the token is.
    public var kind: Kind
    /// Its bytes in the source, as UTF-8 offsets.
    public var range: Range<Int>
    /// Where it starts: line and column (in UTF-8 bytes), both from 1.
    public var line: Int
    public var column: Int

    public init(kind: Kind, range: Range<Int>, line: Int, column: Int) {
        self.kind = kind
        self.range = range
        self.line = line
        self.column = column
    }

    /// The name, for an identifier.
    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// Whether the token is the punctuation `character`.
    public func isPunctuation(_ character: Unicode.Scalar) -> Bool {
        if case .punctuation(let byte) = kind { return byte == UInt8(character.value) }
        return false
    }
}

/// Why a Swift file cannot be read completely, and where.
public struct SwiftLexError: Error, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
