import InputText

/// The state of one parse: a cursor over the bytes and the current line.
///
/// Every loop that steps over bytes passes line breaks to ``noteLineBreak(at:)``, so that
/// ``location`` is right wherever the cursor stops.
struct XMLScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    var lineStart = 0
    /// Whether the text was transcoded from UTF-16, which its declaration must then name.
    var isUTF16 = false

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var location: SourceLocation { location(at: index) }

    /// The location of `offset`, which must be on the current line.
    func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// Starts a new line after the `\n` or `\r` at `offset`; a `\r` before a `\n` waits for it.
    mutating func noteLineBreak(at offset: Int) {
        if bytes[offset] == UInt8(ascii: "\r"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\n") { return }
        line += 1
        lineStart = offset + 1
    }

    func hasPrefix(_ prefix: StaticString, at offset: Int) -> Bool {
        bytes.hasPrefix(prefix, at: offset)
    }

    /// Steps over the text up to and through the next `terminator`, noting line breaks and
    /// checking that every character is one XML allows: the offset where the terminator starts,
    /// or `nil` (the cursor at the end) when there is none.
    mutating func step(through terminator: StaticString) throws(XMLSyntaxError) -> Int? {
        let first = terminator.utf8Start.pointee
        while index < bytes.count {
            let byte = bytes[index]
            if byte == first, hasPrefix(terminator, at: index) {
                let start = index
                index += terminator.utf8CodeUnitCount
                return start
            }
            try stepCharacter()
        }
        return nil
    }

    /// Steps over the character at the cursor, noting a line break, after checking that it is
    /// well-formed UTF-8 and a character XML allows.
    mutating func stepCharacter() throws(XMLSyntaxError) {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x80 {
            index += 1
            return
        }
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            noteLineBreak(at: index)
            index += 1
        case UInt8(ascii: "\t"):
            index += 1
        case ..<0x20:
            throw XMLSyntaxError("control character U+\(UTF8Bytes.hex(byte, digits: 4)) is not allowed in XML", at: location)
        default:
            let length = UTF8Bytes.sequenceLength(at: index, in: bytes)
            guard length > 0 else {
                throw XMLSyntaxError("invalid UTF-8 (byte 0x\(UTF8Bytes.hex(byte, digits: 2))); the file must be UTF-8, or UTF-16 with a byte order mark", at: location)
            }
            if length == 3, Self.isNoncharacter(bytes[index], bytes[index + 1], bytes[index + 2]) {
                throw XMLSyntaxError("character U+FFFE or U+FFFF is not allowed in XML", at: location)
            }
            index += length
        }
    }

    /// Whether the three-byte sequence is U+FFFE or U+FFFF, which XML excludes.
    static func isNoncharacter(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        first == 0xEF && second == 0xBF && (third == 0xBE || third == 0xBF)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { noteLineBreak(at: index) }
            index += 1
        }
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The character at `offset` as messages name it: `'x'` for a visible one (a whole UTF-8
    /// sequence when it is valid), `byte 0x0B` otherwise, and `the end of the file` past the end.
    func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte > 0x20 && byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
        let length = UTF8Bytes.sequenceLength(at: offset, in: bytes)
        if byte >= 0x80, length > 0 { return "'\(string(offset..<(offset + length)))'" }
        return "byte 0x\(UTF8Bytes.hex(byte, digits: 2))"
    }
}
