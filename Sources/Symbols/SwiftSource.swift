

/// Turns text from a catalog into the exact form a place in Swift source needs, so that no
/// catalog content can break out of its place: a string literal, a doc-comment line.
package enum SwiftSource {
    /// A Swift string literal with quotes, such as `"Say \"hi\"\n"`.
    ///
    /// Backslashes, quotes and every control character are escaped; other characters, non-ASCII
    /// included, are written as they are.
    package static func stringLiteral(_ text: String) -> String {
        String(concatenating: "\"", escapedForStringLiteral(text), "\"")
    }

    /// The contents of a string literal for `text`, without quotes.
    package static func escapedForStringLiteral(_ text: String) -> String {
        if text.utf8AllSatisfy(isPlainASCII) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsUnicodeEscape(scalar) {
                    result += unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// The lines of `text` as doc-comment content: split at every line break Swift or an editor
    /// may honour, with control characters made visible, so each line stays behind its `///`;
    /// without the spaces a line ends with, but those of the last line when `closed` (a quote
    /// follows them, and they are part of the text it shows).
    package static func docCommentLines(_ text: String, closed: Bool = false) -> [String] {
        if text.utf8AllSatisfy({ isPlainASCII($0) || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return [closed ? text : text.trimmingTrailingSpaces()]
        }
        var lines: [String] = [""]
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where previousWasCarriageReturn:
                continue
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append("")
            case "\t":
                lines[lines.count - 1] += "    "
            default:
                if needsUnicodeEscape(scalar) {
                    lines[lines.count - 1] += unicodeEscape(scalar)
                } else {
                    lines[lines.count - 1].unicodeScalars.append(scalar)
                }
            }
        }
        return lines.indices.map { closed && $0 == lines.count - 1 ? lines[$0] : lines[$0].trimmingTrailingSpaces() }
    }

    /// `text` on one line, as a doc comment's code span shows a key: line breaks and tabs as the
    /// escapes the catalog's JSON writes (`\n`, `\r`, `\t`), invisible characters as `\u{…}`,
    /// every other character as it is, so the key can be searched for.
    package static func oneLineText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsUnicodeEscape(scalar) { result += unicodeEscape(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// `text` on one comment line: its lines joined with spaces, control characters made visible.
    package static func commentText(_ text: String) -> String {
        docCommentLines(text).joined(separator: " ")
    }

    /// Printable ASCII other than the quote and the backslash: text made only of these needs no escaping.
    package static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// Whether `scalar` must appear escaped in generated code (``Unicode/Scalar/isInvisibleInText``).
    package static func needsUnicodeEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isInvisibleInText
    }

    /// `\u{202E}`: the scalar as a Swift escape, which reads the same in a literal and a comment.
    package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        scalar.visibleEscape
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        guard utf8.last == UInt8(ascii: " ") else { return self }
        var result = self
        while result.utf8.last == UInt8(ascii: " ") { result.removeLast() }
        return result
    }
}
