/// A parsed printf-style format string, as used by `String(format:)` and String Catalogs.
///
/// Grammar of a placeholder:
///
///     %[argnum$][(name)][flags][width][.precision][length]conversion
///     %[argnum$]#@name@                       substitution reference
///     %arg                                    only in a substitution's variant text
///
/// - `argnum` is a decimal number from 1; `name` is letters, digits, `_` or non-ASCII characters.
/// - flags are any of `-+ #0'`; width and precision are digits, `*` or `*n$`
///   (`.` alone means precision 0).
/// - length is one of `hh h l ll q L z t j`; conversion is one of
///   `@ d i D u U o O x X f F e E g G a A c C s S p` (see ``FormatConversion``).
/// - A substitution name runs to the next `@` and may hold anything but whitespace, `%` and `@`.
/// - `%%` is a literal percent sign.
///
/// A `%` that starts no valid specifier is literal text, as Foundation does not consume an
/// argument for it. Parsing never fails; doubtful cases are reported in ``warnings``
/// (``FormatWarning`` documents exactly which).
public struct FormatString: Hashable, Sendable {
    /// The text that was parsed.
    public let source: String
    /// The text split into literal and placeholder segments, in order, covering all of
    /// ``source``. Runs of plain text form one segment; each `%%` is a segment of its own.
    public let segments: [FormatSegment]
    /// Doubtful uses of `%`, in order of position.
    public let warnings: [FormatWarning]

    /// Parses a format string.
    ///
    /// - Parameters:
    ///   - source: The format string, such as a catalog key or a source-language value.
    ///   - isSubstitutionVariant: Whether `source` is the text of a substitution's variant, where
    ///     Xcode writes `%arg` for the substitution's own argument. Elsewhere `%arg` is `%a`
    ///     (a `Double`) followed by the text `rg`.
    public init(_ source: String, isSubstitutionVariant: Bool = false) {
        self.source = source
        // Most texts hold no `%`: one text segment, and nothing to warn about.
        guard source.utf8Contains(UInt8(ascii: "%")) else {
            segments = source.isEmpty ? [] : [FormatSegment(kind: .text(source), utf8Offset: 0, utf8Length: source.utf8.count)]
            warnings = []
            return
        }
        let parser = FormatParser(source, recognizesSubstitutionArgument: isSubstitutionVariant)
        (segments, warnings) = parser.parse()
    }

    /// The placeholders in order of appearance.
    public var placeholders: [FormatPlaceholder] {
        segments.compactMap(\.placeholder)
    }

    /// The plain text with every placeholder and every `%%` removed; a `%` that starts no valid
    /// specifier stays. This is step 1 of Xcode's symbol-name rule.
    public var textWithoutSpecifiers: String {
        var result = ""
        for segment in segments {
            if case .text(let text) = segment.kind { result += text }
        }
        return result
    }
}
