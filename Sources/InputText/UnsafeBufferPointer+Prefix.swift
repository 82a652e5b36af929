extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes at `offset` are `literal`: for the scanners of markup, which look for
    /// `<!--`, `]]>` and the like at their cursor.
    @inlinable
    package func hasPrefix(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset >= 0, offset + count <= self.count else { return false }
        let expected = literal.utf8Start
        for position in 0..<count where self[offset + position] != expected[position] { return false }
        return true
    }
}
