extension LegacyText {
    /// The bytes of `buffer` from `start` on, once they are known to be well-formed UTF-8.
    static func validatedUTF8(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, path: String) throws(CatalogReadError) -> [UInt8] {
        let text = UnsafeBufferPointer(rebasing: buffer[start...])
        if let offset = firstInvalidUTF8Offset(in: text) {
            let message = "invalid UTF-8 byte 0x\(hexDigits(text[offset], count: 2)); the file must be UTF-8, or UTF-16 with a byte order mark"
            throw failure(message, path: path, at: SourceLocation(offset: offset, in: text))
        }
        return Array(text)
    }

    /// The offset of the first byte that does not begin a well-formed UTF-8 sequence (or
    /// begins one that is cut short), or `nil` when the whole text is well-formed.
    static func firstInvalidUTF8Offset(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var cursor = 0
        let count = text.count
        while cursor < count {
            let lead = text[cursor]
            if lead < 0x80 {
                cursor += 1
                continue
            }
            // The range of the second byte depends on the lead (no overlong forms, no
            // surrogates, nothing above U+10FFFF); the bytes after it are any continuation byte.
            let length: Int
            let secondRange: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
            case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
            case 0xED: (length, secondRange) = (3, 0x80...0x9F)
            case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
            case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
            default: return cursor
            }
            guard cursor + length <= count, secondRange.contains(text[cursor + 1]) else { return cursor }
            for continuation in (cursor + 2)..<(cursor + length) where text[continuation] & 0xC0 != 0x80 {
                return cursor
            }
            cursor += length
        }
        return nil
    }

    static func hexDigits(_ value: some BinaryInteger, count: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, count - digits.count)) + digits
    }
}
