import InputText

/// A cursor over the decoded text of a strings file: whitespace and comments, strings, the line
/// the cursor is on, and the comment that a key starting at the cursor is given.
///
/// Every byte is read once; strings are made from slices of the text, and strings with escapes
/// from a buffer that is reused. The bytes need not be well-formed UTF-8: every byte the scanner
/// steps over is checked as strings and comments are read (syntax is ASCII), and a byte that is
/// not UTF-8 throws ``illFormedUTF8()``, which the parser turns into an error at the first such
/// byte of the text.
struct StringsFileScanner {
    /// The comment of the whitespace last stepped over, as offsets into the text.
    enum PendingComment {
        case none
        /// The text between `/*` and `*/`.
        case block(Range<Int>)
        /// `//` comments on consecutive lines: from the first `//` to the end of the last line's text.
        case lines(Range<Int>)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var index = 0
    private var line = 1
    private var lineStart = 0
    private var comment = PendingComment.none
    /// The decoded text of a string with escapes, kept to be reused.
    var escapedText: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    var location: SourceLocation { location(at: index) }

    func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }

    /// The byte at the cursor; `nil` at the end of the text.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Steps over the one-byte token at the cursor (`=`, `;`, a brace).
    mutating func stepOverToken() {
        index += 1
    }

    func error(_ message: String, at location: SourceLocation) -> DiagnosticError {
        DiagnosticError(diagnostics: [Diagnostic(.error, message, path: path, at: location)])
    }

    // MARK: Line breaks

    /// Starts a new line after the `\n` or `\r` at `offset`; the `\r` of `\r\n` is left to its `\n`.
    /// Whether it was a line break of its own.
    @discardableResult
    mutating func noteLineBreak(at offset: Int) -> Bool {
        if bytes[offset] == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") { return false }
        line += 1
        lineStart = offset + 1
        return true
    }

    /// Whether U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR is at `offset`: whitespace to
    /// CoreFoundation, and the end of a `//` comment, but not a line break of ``SourceLocation``.
    func isUnicodeSeparator(at offset: Int) -> Bool {
        offset + 2 < bytes.count && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80 && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
    }

    // MARK: Whitespace and comments

    /// Steps over whitespace and comments up to the next token or the end of the text, and keeps
    /// the last comment for a key that may follow. Whitespace is what CoreFoundation skips:
    /// tab, line feed, vertical tab, form feed, carriage return, space, U+2028 and U+2029.
    mutating func skipWhitespaceAndComments() throws(DiagnosticError) {
        comment = .none
        var lineBreaksAfterComment = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if noteLineBreak(at: index) { lineBreaksAfterComment += 1 }
                index += 1
            case 0xE2 where isUnicodeSeparator(at: index):
                index += 3
                lineBreaksAfterComment += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                let start = index
                index = try endOfLineComment(from: index + 2)
                if case .lines(let run) = comment, lineBreaksAfterComment == 1 {
                    comment = .lines(run.lowerBound..<index)
                } else {
                    comment = .lines(start..<index)
                }
                lineBreaksAfterComment = 0
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                comment = .block(try skipBlockComment())
                lineBreaksAfterComment = 0
            default:
                return
            }
        }
    }

    /// The offset of the line break (or the end of the text) that ends a `//` comment's text,
    /// whose bytes must be UTF-8.
    func endOfLineComment(from start: Int) throws(DiagnosticError) -> Int {
        var cursor = start
        while cursor < bytes.count {
            // Eight bytes at a time while none is a control character (line breaks among them)
            // or not ASCII.
            if let word = ByteWord(at: cursor, in: bytes) {
                let plain = ByteWord.unmarkedPrefixCount(word.marksBelow(UInt8(ascii: "\r") + 1) | word.nonASCIIMarks)
                cursor += plain
                if plain == 8 { continue }
            }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || (byte == 0xE2 && isUnicodeSeparator(at: cursor)) { break }
            cursor += try characterLength(at: cursor)
        }
        return cursor
    }

    /// The length of the character that starts at `offset`: 1 for ASCII, else the length of its
    /// UTF-8 sequence, which must be well-formed.
    func characterLength(at offset: Int) throws(DiagnosticError) -> Int {
        guard bytes[offset] >= 0x80 else { return 1 }
        let length = UTF8Bytes.sequenceLength(at: offset, in: bytes)
        guard length > 0 else { throw illFormedUTF8() }
        return length
    }

    /// Steps over the `/* … */` at the cursor; the range of its text.
    mutating func skipBlockComment() throws(DiagnosticError) -> Range<Int> {
        let opening = location
        let textStart = index + 2
        var cursor = textStart
        while cursor < bytes.count {
            // Eight bytes at a time while none is a '*', a control character (line breaks among
            // them) or not ASCII.
            if let word = ByteWord(at: cursor, in: bytes) {
                let plain = ByteWord.unmarkedPrefixCount(word.marks(UInt8(ascii: "*")) | word.marksBelow(UInt8(ascii: "\r") + 1) | word.nonASCIIMarks)
                cursor += plain
                if plain == 8 { continue }
            }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "*"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "/") {
                index = cursor + 2
                return textStart..<cursor
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { noteLineBreak(at: cursor) }
            cursor += try characterLength(at: cursor)
        }
        // CoreFoundation reads the rest of the file as the comment, with any entries in it.
        throw error("unterminated comment; a closing '*/' is missing", at: opening)
    }

    /// Where the comment before the cursor starts (its `/*` or first `//`), if there is one.
    var pendingCommentStart: Int? {
        switch comment {
        case .none: nil
        case .block(let range): range.lowerBound - 2
        case .lines(let run): run.lowerBound
        }
    }

    /// The text of the comment before the cursor's key, trimmed; `nil` when there is none or it is empty.
    func takeComment() throws(DiagnosticError) -> String? {
        let text: String
        switch comment {
        case .none:
            return nil
        case .block(let range):
            text = string(of: trimmed(range))
        case .lines(let run):
            var lines: [String] = []
            var cursor = run.lowerBound
            while cursor < run.upperBound {
                // Each line of the run is whitespace, `//` and the text up to the line's end.
                while cursor < run.upperBound, let length = whitespaceLength(at: cursor) { cursor += length }
                guard cursor + 1 < run.upperBound else { break }
                let end = try endOfLineComment(from: cursor + 2)
                lines.append(string(of: trimmed(cursor + 2..<min(end, run.upperBound))))
                cursor = end
            }
            // Empty `//` lines that frame the text are not part of it.
            text = lines.drop(while: \.isEmpty).reversed().drop(while: \.isEmpty).reversed().joined(separator: "\n")
        }
        return text.isEmpty ? nil : text
    }

    /// The length of the whitespace character at `offset`, or `nil` when there is none.
    func whitespaceLength(at offset: Int) -> Int? {
        switch bytes[offset] {
        case 0x09...0x0D, UInt8(ascii: " "): 1
        case 0xE2 where isUnicodeSeparator(at: offset): 3
        default: nil
        }
    }

    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end, let length = whitespaceLength(at: start) { start += length }
        while start < end {
            if (0x09...0x0D).contains(bytes[end - 1]) || bytes[end - 1] == UInt8(ascii: " ") {
                end -= 1
            } else if end - 3 >= start, isUnicodeSeparator(at: end - 3) {
                end -= 3
            } else {
                break
            }
        }
        return start..<end
    }

    func string(of range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: Strings

    /// Whether a byte can be part of an unquoted string: exactly CoreFoundation's set, ASCII
    /// letters and digits and `_ $ / : . -`.
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// Whether a string, quoted with `"` or `'` or unquoted, starts at the cursor.
    var isAtString: Bool {
        guard let byte = current else { return false }
        return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || Self.isUnquotedCharacter(byte)
    }

    /// Reads the string at the cursor, which ``isAtString``.
    mutating func readString() throws(DiagnosticError) -> String {
        let first = bytes[index]
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else {
            let start = index
            while index < bytes.count, Self.isUnquotedCharacter(bytes[index]) { index += 1 }
            return string(of: start..<index)
        }
        let opening = location
        let start = index + 1
        var cursor = start
        while cursor < bytes.count {
            // Eight bytes at a time while none is the quote, a backslash or a control character
            // (line breaks among them).
            if let word = ByteWord(at: cursor, in: bytes) {
                let plain = ByteWord.unmarkedPrefixCount(word.marks(first) | word.marks(UInt8(ascii: "\\")) | word.marksBelow(UInt8(ascii: "\r") + 1))
                cursor += plain
                if plain == 8 { continue }
            }
            let byte = bytes[cursor]
            // Letters and the bytes of non-ASCII characters, the most of any text, sort above all four bytes looked for.
            if byte > UInt8(ascii: "\\") {
                cursor += 1
                continue
            }
            if byte == first {
                index = cursor + 1
                return try utf8String(UnsafeBufferPointer(rebasing: bytes[start..<cursor]))
            }
            if byte == UInt8(ascii: "\\") {
                return try readEscapedString(from: start, firstBackslash: cursor, quote: first, opening: opening)
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { noteLineBreak(at: cursor) }
            cursor += 1
        }
        throw unterminatedString(quote: first, at: opening)
    }

    func unterminatedString(quote: UInt8, at opening: SourceLocation) -> DiagnosticError {
        let quoteText = quote == UInt8(ascii: "'") ? "\"'\"" : "'\"'"
        return error("unterminated string; a closing \(quoteText) is missing", at: opening)
    }

    // MARK: UTF-8

    /// The error for bytes that are not well-formed UTF-8; the parser reports the first such byte
    /// of the text in its place.
    func illFormedUTF8() -> DiagnosticError {
        error("ill-formed UTF-8", at: location)
    }

    /// The string of `bytes`, which must be well-formed UTF-8.
    ///
    /// Making a string checks the bytes and puts U+FFFD in place of any that are not UTF-8, so a
    /// string without U+FFFD (without the byte 0xEF) was made of good bytes, and only one with it
    /// needs a look of its own. (The standard library's `String(validating:as:)` looks up generic
    /// metadata on every call, which cost more than the rest of reading a string.)
    func utf8String(_ bytes: UnsafeBufferPointer<UInt8>) throws(DiagnosticError) -> String {
        let string = String(decoding: bytes, as: UTF8.self)
        if string.utf8Contains(0xEF), LegacyText.firstInvalidUTF8Offset(in: bytes) != nil { throw illFormedUTF8() }
        return string
    }

    // MARK: Describing

    /// What stands at the cursor, for an error message: "unexpected character 'x'" or
    /// "unexpected end of input".
    func unexpected() -> String {
        guard index < bytes.count else { return "unexpected end of input" }
        let byte = bytes[index]
        if byte > 0x20 && byte < 0x7F { return "unexpected character '\(Character(Unicode.Scalar(byte)))'" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        guard let scalar = string(of: index..<end).unicodeScalars.first else { return "unexpected byte" }
        let code = "U+" + UTF8Bytes.hex(scalar.value, digits: 4)
        return scalar.value < 0x80 ? "unexpected character \(code)" : "unexpected character '\(scalar)' (\(code))"
    }
}
