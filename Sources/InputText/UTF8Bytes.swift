/// Well-formed UTF-8 as every reader checks it (no overlong forms, no surrogates, nothing above
/// U+10FFFF), hexadecimal digits as escapes write them, and as diagnostics show bytes.
package enum UTF8Bytes {
    /// The length of the well-formed UTF-8 sequence at `offset` of `bytes`, or 0 where there is
    /// none (a byte that begins none, or a sequence cut short).
    @inline(__always)
    package static func sequenceLength(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let lead = bytes[offset]
        let (length, lowerBound, upperBound): (Int, UInt8, UInt8)
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, lowerBound, upperBound) = (2, 0x80, 0xBF)
        case 0xE0: (length, lowerBound, upperBound) = (3, 0xA0, 0xBF)
        case 0xED: (length, lowerBound, upperBound) = (3, 0x80, 0x9F)
        case 0xE1...0xEF: (length, lowerBound, upperBound) = (3, 0x80, 0xBF)
        case 0xF0: (length, lowerBound, upperBound) = (4, 0x90, 0xBF)
        case 0xF4: (length, lowerBound, upperBound) = (4, 0x80, 0x8F)
        case 0xF1...0xF3: (length, lowerBound, upperBound) = (4, 0x80, 0xBF)
        default: return 0
        }
        guard offset + length <= bytes.count else { return 0 }
        let second = bytes[offset + 1]
        guard second >= lowerBound, second <= upperBound else { return 0 }
        for continuation in (offset + 2)..<(offset + length) where bytes[continuation] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }

    /// The value of a hexadecimal digit of either case; `nil` for any other byte.
    package static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `value` in upper-case hexadecimal digits, padded with zeros to `digits`.
    package static func hex(_ value: some BinaryInteger, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
