extension Array where Element == UInt8 {
    /// Appends the UTF-8 encoding of a scalar value, which must not be a surrogate nor above
    /// U+10FFFF.
    package mutating func appendUTF8(_ scalar: UInt32) {
        // Each byte built from a `UInt32` of its own: one expression of `|`, `>>` and `&` over
        // literals takes the type checker a third of a second.
        func byte(_ lead: UInt32, _ shift: UInt32, _ mask: UInt32) -> UInt8 {
            let bits: UInt32 = (scalar >> shift) & mask
            return UInt8(truncatingIfNeeded: lead | bits)
        }
        switch scalar {
        case 0..<0x80:
            append(UInt8(scalar))
        case 0x80..<0x800:
            append(byte(0xC0, 6, 0x1F))
            append(byte(0x80, 0, 0x3F))
        case 0x800..<0x10000:
            append(byte(0xE0, 12, 0x0F))
            append(byte(0x80, 6, 0x3F))
            append(byte(0x80, 0, 0x3F))
        default:
            append(byte(0xF0, 18, 0x07))
            append(byte(0x80, 12, 0x3F))
            append(byte(0x80, 6, 0x3F))
            append(byte(0x80, 0, 0x3F))
        }
    }
}
