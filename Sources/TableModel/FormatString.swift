

/// A parsed printf-style format string, as used by `String(format:)` and String Catalogs.
///
/// Grammar of a placeholder, the one Foundation's formatter reads (`String(format:)`, and the
/// stringsdict formats it expands):
///
///     %[argnum$][(name)][flags][width][.precision][length]conversion
///     %[argnum$]#@name@                       substitution reference
///     %arg                                    only in a substitution's variant text
///
/// - `argnum` is a decimal number from 1 to 127 and may have leading zeros, which Foundation
///   reads as the zero flag (`%01$@` is argument 1); `(name)` is a String Catalog's label of the
///   argument (letters, digits, `_` or non-ASCII characters), which Xcode removes when it
///   compiles the catalog.
/// - flags are any of `-+ #0`; width and precision are digits, `*` or `*n$`
///   (`.` alone means precision 0).
/// - length is one of `hh h l ll q L z t j`; conversion is one of
///   `@ d i D u U o O x X f F e E g G a A c C s S p` (see ``FormatConversion``). `#` is no flag
///   of `@`: Foundation reads `#` and `@` as the start of a substitution reference.
/// - A substitution name is ASCII letters, digits and `_` (``isSubstitutionName(_:)``); a
///   reference whose name holds anything else up to its `@` is parsed as one, with a warning.
/// - `%%` is a literal percent sign.
///
/// A `%` that starts no valid specifier is literal text here, and consumes no argument. Parsing
/// never fails; doubtful cases are reported in ``warnings`` (``FormatWarning`` documents exactly
/// which), and a text with a fatal one is one that Foundation reads otherwise
/// (``isReadAsFoundationReadsIt``).
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

    /// Whether Foundation formats the text as this parse reads it, and its arguments are ones
    /// Swift can pass: no warning is fatal (``FormatWarning/isFatal``).
    public var isReadAsFoundationReadsIt: Bool {
        !warnings.contains { $0.isFatal }
    }

    /// Whether Foundation reads `name` whole as the name of a substitution: one or more ASCII
    /// letters, digits and `_`.
    public static func isSubstitutionName(_ name: some StringProtocol) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy(isSubstitutionNameByte)
    }

    static func isSubstitutionNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// A name Foundation reads, for a fix to suggest: each run of other characters becomes `_`.
    static func substitutionName(suggestedFor name: String) -> String {
        var result = ""
        var inRun = false
        for byte in name.utf8 {
            if isSubstitutionNameByte(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
                inRun = false
            } else if !inRun {
                result += "_"
                inRun = true
            }
        }
        return result
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
