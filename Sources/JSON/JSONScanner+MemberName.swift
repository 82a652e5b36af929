import InputText

/// A member key as the bytes between its quotes, compared with names known in advance without
/// a `String` made of it: `case "comment":` in a `switch` over it.
@usableFromInline
package struct MemberName {
    @usableFromInline
    package let bytes: UnsafeBufferPointer<UInt8>
    /// Where the key starts (its opening quote).
    @usableFromInline
    package let location: SourceLocation

    @usableFromInline
    init(bytes: UnsafeBufferPointer<UInt8>, location: SourceLocation) {
        self.bytes = bytes
        self.location = location
    }

    /// The key as text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    @inlinable
    package static func ~= (name: StaticString, key: MemberName) -> Bool {
        guard key.bytes.count == name.utf8CodeUnitCount else { return false }
        // A loop over the bytes: `elementsEqual` took 31 million more instructions for 20,000 keys.
        let expected = name.utf8Start
        for offset in key.bytes.indices where key.bytes[offset] != expected[offset] { return false }
        return true
    }
}

extension JSONScanner {
    /// Reads a member key of printable ASCII without escapes, and the `:` after it; `nil` for
    /// any other key or anything else at the cursor, which ``parseMemberKey()`` reads or reports.
    @inlinable
    package mutating func parseMemberName() -> MemberName? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let keyLocation = location
        let start = index + 1
        var cursor = start
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
            let byte = bytes[cursor]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            cursor += 1
        }
        guard cursor < bytes.count else { return nil }
        let name = MemberName(bytes: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), location: keyLocation)
        index = cursor + 1
        return skipNameSeparator() ? name : nil
    }
}
