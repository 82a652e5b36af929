import InputText

extension StringsFileScanner {
    /// Reads the rest of a quoted string whose first backslash is at `firstBackslash`, with its
    /// escapes decoded as CoreFoundation decodes them:
    ///
    /// - `\a \b \f \n \r \t \v` are the control characters, and a backslash before a line
    ///   break is that line break;
    /// - `\U` takes up to four hexadecimal digits (none is U+0000) and gives a UTF-16 code unit:
    ///   a high and a low surrogate in a row are one character, a surrogate without its other
    ///   half is U+FFFD, which is what a Swift string gets from Foundation for it;
    /// - `\` and up to three octal digits give a byte (modulo 256) of the NeXTSTEP character set;
    /// - before any other character (`\"`, `\'`, `\\`, but also `\u`, `\(`) the backslash is
    ///   dropped and the character kept.
    mutating func readEscapedString(from start: Int, firstBackslash: Int, quote: UInt8, opening: SourceLocation) throws(DiagnosticError) -> String {
        // The buffer is taken out of `self` while it is written, so that writing it does not
        // overlap the scanner's own changes.
        var text: [UInt8] = []
        swap(&text, &escapedText)
        text.removeAll(keepingCapacity: true)
        let bytes = self.bytes
        var highSurrogate: UInt16?
        // Appends the literal text from `runStart` up to `end`, after a surrogate left waiting.
        var runStart = start
        func appendRun(upTo end: Int, to text: inout [UInt8]) {
            guard runStart < end else { return }
            if highSurrogate != nil {
                text.appendUTF8(0xFFFD)
                highSurrogate = nil
            }
            text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
        }
        func appendScalar(_ scalar: UInt32, to text: inout [UInt8]) {
            if highSurrogate != nil {
                text.appendUTF8(0xFFFD)
                highSurrogate = nil
            }
            text.appendUTF8(scalar)
        }
        var cursor = firstBackslash
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == quote {
                appendRun(upTo: cursor, to: &text)
                if highSurrogate != nil { text.appendUTF8(0xFFFD) }
                index = cursor + 1
                defer { swap(&text, &escapedText) }
                return try text.withUnsafeBufferPointer { text throws(DiagnosticError) in try utf8String(text) }
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { noteLineBreak(at: cursor) }
            guard byte == UInt8(ascii: "\\") else {
                cursor += 1
                continue
            }
            appendRun(upTo: cursor, to: &text)
            guard cursor + 1 < bytes.count else { break }
            let escaped = bytes[cursor + 1]
            cursor += 2
            switch escaped {
            case UInt8(ascii: "a"): appendScalar(0x07, to: &text)
            case UInt8(ascii: "b"): appendScalar(0x08, to: &text)
            case UInt8(ascii: "f"): appendScalar(0x0C, to: &text)
            case UInt8(ascii: "n"): appendScalar(0x0A, to: &text)
            case UInt8(ascii: "r"): appendScalar(0x0D, to: &text)
            case UInt8(ascii: "t"): appendScalar(0x09, to: &text)
            case UInt8(ascii: "v"): appendScalar(0x0B, to: &text)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = escaped - UInt8(ascii: "0")
                for _ in 0..<2 {
                    guard cursor < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[cursor]) else { break }
                    value = value &<< 3 &+ (bytes[cursor] - UInt8(ascii: "0"))
                    cursor += 1
                }
                appendScalar(NeXTSTEPLatin.scalar(value), to: &text)
            case UInt8(ascii: "U"):
                var unit: UInt16 = 0
                for _ in 0..<4 {
                    guard cursor < bytes.count, let digit = UTF8Bytes.hexDigitValue(bytes[cursor]) else { break }
                    unit = unit << 4 | UInt16(digit)
                    cursor += 1
                }
                switch unit {
                case 0xD800...0xDBFF:
                    if highSurrogate != nil { text.appendUTF8(0xFFFD) }
                    highSurrogate = unit
                case 0xDC00...0xDFFF:
                    if let high = highSurrogate {
                        text.appendUTF8(0x10000 + (UInt32(high - 0xD800) << 10 | UInt32(unit - 0xDC00)))
                        highSurrogate = nil
                    } else {
                        text.appendUTF8(0xFFFD)
                    }
                default:
                    appendScalar(UInt32(unit), to: &text)
                }
            default:
                // The character is kept: its first byte starts the next run (a line break, a
                // quote or a backslash among them, which therefore do not end the string or escape).
                if escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") { noteLineBreak(at: cursor - 1) }
                runStart = cursor - 1
                continue
            }
            runStart = cursor
        }
        throw unterminatedString(quote: quote, at: opening)
    }
}
