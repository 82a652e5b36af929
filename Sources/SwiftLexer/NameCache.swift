/// The names of one file made into strings once each: a file's names recur (`self`, `let`, its
/// properties' names), and finding the string made before costs less than making another.
///
/// Direct-mapped: a name of up to 16 bytes goes to one slot, chosen by its bytes, which holds the
/// last name that went there; longer names are made every time.
struct NameCache {
    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0
        var name = ""
    }

    private var slots = [Slot](repeating: Slot(), count: 256)

    /// The string of the name `bytes[range]`.
    mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let count = range.count
        // Whole words are read, so 16 bytes must be there from the name's start.
        guard count <= 16, range.lowerBound + 16 <= bytes.count, let base = bytes.baseAddress else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        let raw = UnsafeRawPointer(base + range.lowerBound)
        let lowMask: UInt64 = count >= 8 ? .max : (1 << (8 * UInt64(count))) &- 1
        let highMask: UInt64 = count >= 16 ? .max : count <= 8 ? 0 : (1 << (8 * UInt64(count - 8))) &- 1
        let low = raw.loadUnaligned(as: UInt64.self) & lowMask
        let high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & highMask
        let index = Int(truncatingIfNeeded: ((low ^ (high &* 31) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if slots[index].count == count && slots[index].low == low && slots[index].high == high {
            return slots[index].name
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        slots[index] = Slot(low: low, high: high, count: count, name: name)
        return name
    }
}
