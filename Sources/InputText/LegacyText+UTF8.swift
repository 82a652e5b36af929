extension LegacyText {
    /// The bytes of `buffer` from `start` on, once they are known to be well-formed UTF-8.
    static func validatedUTF8(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, path: String) throws(DiagnosticError) -> [UInt8] {
        let text = UnsafeBufferPointer(rebasing: buffer[start...])
        if let error = utf8Error(in: text, path: path) { throw error }
        return Array(text)
    }

    /// The error of the first byte of `text` that is not well-formed UTF-8, at its line and
    /// column; `nil` when every byte is.
    package static func utf8Error(in text: UnsafeBufferPointer<UInt8>, path: String) -> DiagnosticError? {
        guard let offset = firstInvalidUTF8Offset(in: text) else { return nil }
        let message = "invalid UTF-8 byte 0x\(UTF8Bytes.hex(text[offset], digits: 2)); the file must be UTF-8, or UTF-16 with a byte order mark"
        return failure(message, path: path, at: SourceLocation(offset: offset, in: text))
    }

    /// The offset of the first byte that does not begin a well-formed UTF-8 sequence (or
    /// begins one that is cut short), or `nil` when the whole text is well-formed.
    package static func firstInvalidUTF8Offset(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var cursor = 0
        let count = text.count
        while cursor < count {
            if let word = ByteWord(at: cursor, in: text) {
                let ascii = ByteWord.unmarkedPrefixCount(word.nonASCIIMarks)
                cursor += ascii
                if ascii == 8 { continue }
            }
            if text[cursor] < 0x80 {
                cursor += 1
                continue
            }
            let length = UTF8Bytes.sequenceLength(at: cursor, in: text)
            guard length > 0 else { return cursor }
            cursor += length
        }
        return nil
    }

}
