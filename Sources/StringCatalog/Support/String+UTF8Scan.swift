#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Byte scans over the text of catalogs, which run for every string of every key. `String.UTF8View`
// reads byte by byte through its iterator; these read the string's own storage where it has
// one (a native string always does), several times faster.
extension String {
    /// Whether every byte of the UTF-8 encoding satisfies `predicate`.
    package func utf8AllSatisfy(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where !predicate(byte) { return false }
            return true
        } ?? utf8.allSatisfy(predicate)
    }

    /// Whether the UTF-8 encoding holds `byte`.
    package func utf8Contains(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        } ?? utf8.contains(byte)
    }
}
