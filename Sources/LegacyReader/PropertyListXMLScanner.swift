import InputText

/// The state of one parse of an XML property list: a cursor over the bytes, the current line,
/// and the warnings found so far.
///
/// Every loop that steps over bytes passes line breaks to ``noteLineBreak(at:)``, so that
/// ``location`` is right wherever the cursor stops.
struct PropertyListXMLScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    var index = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    var warnings: [Diagnostic] = []

    /// The deepest nesting of dictionaries and arrays that is accepted, so that hostile input
    /// cannot exhaust the stack.
    static let maximumDepth = 512

    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    var location: SourceLocation { location(at: index) }

    /// The location of `offset`, which must be on the current line.
    func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }

    /// The location of `offset`, counting the line breaks from an earlier offset whose location
    /// is known; for errors found after the cursor has moved past them.
    func location(of offset: Int, from anchor: Int, at anchorLocation: SourceLocation) -> SourceLocation {
        var line = anchorLocation.line
        var lineStart = anchor - (anchorLocation.column - 1)
        var cursor = anchor
        while cursor < offset {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") && (cursor + 1 >= bytes.count || bytes[cursor + 1] != UInt8(ascii: "\n")) {
                line += 1
                lineStart = cursor + 1
            }
            cursor += 1
        }
        return SourceLocation(line: line, column: offset - lineStart + 1)
    }

    /// Starts a new line after the `\n` or `\r` at `offset`; a `\r` before a `\n` waits for it.
    mutating func noteLineBreak(at offset: Int) {
        if bytes[offset] == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") { return }
        line += 1
        lineStart = offset + 1
    }

    /// Steps over the text up to and through the next `terminator`, noting its line breaks: the
    /// offset where the terminator starts, or `nil` (the cursor at the end) when there is none.
    mutating func step(through terminator: StaticString) -> Int? {
        let first = terminator.utf8Start.pointee
        while index < bytes.count {
            let byte = bytes[index]
            if byte == first, hasPrefix(terminator, at: index) {
                let start = index
                index += terminator.utf8CodeUnitCount
                return start
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { noteLineBreak(at: index) }
            index += 1
        }
        return nil
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "):
                // Indentation with spaces eight at a time.
                if let word = word(at: index) {
                    index += (word ^ 0x2020_2020_2020_2020).trailingZeroBitCount / 8
                } else {
                    index += 1
                }
            case UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                noteLineBreak(at: index)
                index += 1
            default:
                return
            }
        }
    }

    /// Whether the bytes at `offset` are `literal`.
    func hasPrefix(_ literal: StaticString, at offset: Int) -> Bool {
        bytes.hasPrefix(literal, at: offset)
    }

    /// Whether `bytes` are those of `literal`.
    static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { expected in
            guard bytes.count == expected.count else { return false }
            for position in 0..<expected.count where bytes[position] != expected[position] { return false }
            return true
        }
    }

    /// The eight bytes at `offset` as one word, the first in its lowest byte; `nil` when fewer
    /// than eight are left.
    func word(at offset: Int) -> UInt64? {
        ByteWord(at: offset, in: bytes)?.bits
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: Describing bytes

    /// The character at `offset` as messages name it: `character 'x'` for a visible one (a whole
    /// UTF-8 sequence when it is valid), `byte 0x0B` otherwise.
    func describeCharacter(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte > 0x20 && byte < 0x7F { return "character '\(String(UnicodeScalar(byte)))'" }
        let length = UTF8Bytes.sequenceLength(at: offset, in: bytes)
        if byte >= 0x80, length > 0 {
            return "character '\(string(offset..<(offset + length)))'"
        }
        return "byte 0x\(UTF8Bytes.hex(byte, digits: 2))"
    }

    /// What stands at the cursor, for messages: a character, or the end of the input.
    func found() -> String {
        index < bytes.count ? describeCharacter(at: index) : "end of input"
    }

    /// The text of `range` for a message, cut after 40 bytes.
    func excerpt(_ range: Range<Int>) -> String {
        guard range.count > 40 else { return string(range) }
        var end = range.lowerBound + 40
        while end > range.lowerBound, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return string(range.lowerBound..<end) + "…"
    }

}
