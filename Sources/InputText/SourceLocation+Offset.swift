extension SourceLocation {
    /// The location of the byte at `offset` of a UTF-8 text, found by counting the line breaks
    /// before it: `\n`, `\r\n` and a lone `\r`, as the strings file scanner counts them.
    ///
    /// It reads the text from its start, so it is for the one location of an error, not for
    /// the positions of a text being scanned.
    package init(offset: Int, in text: UnsafeBufferPointer<UInt8>) {
        self = Self.locations(ofAscending: [offset], in: text)[0]
    }

    /// The locations of `offsets`, in ascending order, found in one pass over `text`: for the
    /// many positions of a scan, where ``init(offset:in:)`` would read the text from its start
    /// for each.
    package static func locations(ofAscending offsets: [Int], in text: UnsafeBufferPointer<UInt8>) -> [SourceLocation] {
        var locations: [SourceLocation] = []
        locations.reserveCapacity(offsets.count)
        var line = 1
        var lineStart = 0
        var cursor = 0
        for offset in offsets {
            while cursor < offset {
                switch text[cursor] {
                case UInt8(ascii: "\n"):
                    line += 1
                    lineStart = cursor + 1
                case UInt8(ascii: "\r") where cursor + 1 >= text.count || text[cursor + 1] != UInt8(ascii: "\n"):
                    line += 1
                    lineStart = cursor + 1
                default:
                    break
                }
                cursor += 1
            }
            locations.append(SourceLocation(line: line, column: offset - lineStart + 1))
        }
        return locations
    }
}
