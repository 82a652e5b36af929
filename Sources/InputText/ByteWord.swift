/// Eight bytes of a text as one word, so that a scanner can step over a run of bytes that need
/// no look of their own eight at a time.
///
/// The tests mark a byte by setting its high bit. The word-wide test for bytes below a bound (a
/// byte equal to a value is one below 1 once the value is subtracted by XOR) marks the first such
/// byte, and perhaps bytes after it, never one before: so the count of bytes before the first
/// mark is exact, and is all a scanner asks of the marks.
///
/// Inlinable, type and members (a `package` type's `@inlinable` members are inlined elsewhere
/// only when the type is `@usableFromInline` too): the scanners of the other modules call them
/// for every eight bytes.
@usableFromInline
package struct ByteWord {
    /// The bytes, the first in the lowest byte.
    @usableFromInline
    package var bits: UInt64

    @inlinable
    static var ones: UInt64 { 0x0101_0101_0101_0101 }
    @inlinable
    static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// A word of the given bytes.
    @inlinable
    package init(bits: UInt64) {
        self.bits = bits
    }

    /// The eight bytes of `bytes` at `offset`; `nil` when fewer than eight are left.
    @inlinable @inline(__always)
    package init?(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard offset + 8 <= bytes.count else { return nil }
        bits = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Marks the bytes below `bound`, and perhaps some after the first of them.
    @inlinable @inline(__always)
    package func marksBelow(_ bound: UInt8) -> UInt64 {
        Self.below(bits, bound)
    }

    /// Marks the bytes equal to `byte`, and perhaps some after the first of them.
    @inlinable @inline(__always)
    package func marks(_ byte: UInt8) -> UInt64 {
        Self.below(bits ^ (Self.ones &* UInt64(byte)), 1)
    }

    /// Marks the bytes that are not ASCII, exactly.
    @inlinable @inline(__always)
    package var nonASCIIMarks: UInt64 { bits & Self.highBits }

    /// How many bytes come before the first that `marks` marks: 8 when none is marked.
    @inlinable @inline(__always)
    package static func unmarkedPrefixCount(_ marks: UInt64) -> Int {
        marks.trailingZeroBitCount / 8
    }

    @inlinable @inline(__always)
    static func below(_ value: UInt64, _ bound: UInt8) -> UInt64 {
        (value &- ones &* UInt64(bound)) & ~value & highBits
    }
}
