extension LegacyText {
    /// The UTF-16 text of `buffer` from `start` on, as UTF-8.
    static func transcodedUTF16(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, bigEndian: Bool, path: String) throws(DiagnosticError) -> [UInt8] {
        var utf8: [UInt8] = []
        // Exact for ASCII text, the most of any strings file.
        utf8.reserveCapacity((buffer.count - start) / 2)
        func unit(at offset: Int) -> UInt16 {
            let (first, second) = (UInt16(buffer[offset]), UInt16(buffer[offset + 1]))
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        func failure(_ message: String) -> DiagnosticError {
            let location = utf8.withUnsafeBufferPointer { SourceLocation(offset: $0.count, in: $0) }
            return LegacyText.failure(message, path: path, at: location)
        }
        var cursor = start
        while cursor + 1 < buffer.count {
            let first = unit(at: cursor)
            cursor += 2
            let scalar: UInt32
            switch first {
            case 0..<0x80:
                utf8.append(UInt8(first))
                continue
            case 0xD800...0xDBFF:
                guard cursor + 1 < buffer.count, case let second = unit(at: cursor), (0xDC00...0xDFFF).contains(second) else {
                    throw failure("unpaired UTF-16 surrogate 0x\(UTF8Bytes.hex(first, digits: 4))")
                }
                cursor += 2
                scalar = 0x10000 + (UInt32(first - 0xD800) << 10 | UInt32(second - 0xDC00))
            case 0xDC00...0xDFFF:
                throw failure("unpaired UTF-16 surrogate 0x\(UTF8Bytes.hex(first, digits: 4))")
            default:
                scalar = UInt32(first)
            }
            utf8.appendUTF8(scalar)
        }
        if cursor < buffer.count {
            throw failure("the file ends in the middle of a UTF-16 code unit: it has an odd number of bytes")
        }
        return utf8
    }
}
