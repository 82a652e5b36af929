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

extension String {
    /// Whether the UTF-8 encoding holds that of `other`, byte for byte: a literal search, which
    /// Foundation's `contains` on Linux makes through `NSString`, at many times the cost.
    package func utf8Contains(_ other: String) -> Bool {
        other.isEmpty || utf8FirstRange(of: other, from: 0) != nil
    }

    /// The text with every occurrence of `target`'s bytes replaced by `replacement`, from the
    /// start on, occurrences not overlapping; the text itself when `target` is empty.
    package func replacingUTF8Occurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty, var found = utf8FirstRange(of: target, from: 0) else { return self }
        let source = Array(utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var start = 0
        while true {
            bytes += source[start..<found.lowerBound]
            bytes += replacement.utf8
            start = found.upperBound
            guard let next = utf8FirstRange(of: target, from: start) else { break }
            found = next
        }
        bytes += source[start...]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The byte offsets of the first occurrence of `other`'s bytes at or after `start`.
    private func utf8FirstRange(of other: String, from start: Int) -> Range<Int>? {
        var haystack = self
        var needle = other
        return haystack.withUTF8 { text in
            needle.withUTF8 { pattern -> Range<Int>? in
                guard let base = text.baseAddress, let patternBase = pattern.baseAddress, start <= text.count else { return nil }
                var cursor = start
                // Each place the first byte is, until the rest follows it.
                while cursor + pattern.count <= text.count, let found = memchr(base + cursor, Int32(pattern[0]), text.count - pattern.count + 1 - cursor) {
                    let offset = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                    if memcmp(base + offset, patternBase, pattern.count) == 0 { return offset..<offset + pattern.count }
                    cursor = offset + 1
                }
                return nil
            }
        }
    }
}
