import InputText

/// A strict RFC 8259 JSON parser that records the source position of every value and key.
///
/// Foundation's parsers do not report positions, and catalog diagnostics must point into the
/// file, so the catalog reader uses this one. It accepts exactly the JSON grammar (plus a
/// leading UTF-8 byte order mark, which RFC 8259 allows a parser to ignore), requires valid
/// UTF-8, rejects unpaired UTF-16 surrogates in `\u` escapes (a Swift `String` cannot hold
/// them), and limits nesting to ``maximumDepth`` so that hostile input cannot exhaust the stack.
package struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects that is accepted.
    package var maximumDepth: Int

    /// Creates a parser.
    /// - Parameter maximumDepth: The deepest nesting of arrays and objects to accept.
    package init(maximumDepth: Int = 512) {
        self.maximumDepth = maximumDepth
    }

    /// Parses one JSON text.
    /// - Parameter bytes: The text, UTF-8 encoded.
    /// - Returns: The top-level value.
    /// - Throws: The first syntax error, with its position.
    package func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError>? = bytes.withContiguousStorageIfAvailable { buffer in
            parse(buffer: buffer)
        }
        if let result { return try result.get() }
        return try Array(bytes).withUnsafeBufferPointer { parse(buffer: $0) }.get()
    }

    private func parse(buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONSyntaxError> {
        var scanner = JSONScanner(bytes: buffer, maximumDepth: maximumDepth)
        return Result { () throws(JSONSyntaxError) -> JSONValue in try scanner.parseDocument() }
            .mapError { Self.conflictMarkerError(in: buffer, at: $0.location) ?? $0 }
    }

    /// The lines a merge leaves around a conflict (git's, and the `merge-driver`'s).
    static let conflictMarkers: [[UInt8]] = ["<<<<<<<", "|||||||", "=======", ">>>>>>>"].map { Array($0.utf8) }

    /// The number of the first line of `bytes` that starts with a conflict marker, if any: a
    /// merge that left a conflict to decide.
    package static func conflictMarkerLine(in bytes: [UInt8]) -> Int? {
        var line = 1
        var start = 0
        while start < bytes.count {
            if conflictMarkers.contains(where: { bytes[start...].starts(with: $0) }) { return line }
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = newline + 1
            line += 1
        }
        return nil
    }

    /// When the line of a syntax error starts with a merge's conflict marker, the error that
    /// says so: a merge left it to be decided.
    static func conflictMarkerError(in bytes: UnsafeBufferPointer<UInt8>, at location: SourceLocation) -> JSONSyntaxError? {
        var line = 1
        var start = 0
        while line < location.line, let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            start = newline + 1
            line += 1
        }
        guard line == location.line, location.column == 1,
              conflictMarkers.contains(where: { bytes[start...].starts(with: $0) }) else { return nil }
        return JSONSyntaxError(
            "an unresolved merge conflict: of the texts between '<<<<<<<' and '>>>>>>>', keep the one that is right and remove the marker lines",
            at: location)
    }
}

/// The state of one parse: a cursor over the bytes and the current line.
///
/// What the catalog reader calls for each token is `@inlinable`, as it was when the two were one
/// module: called across the module boundary, reading the largest corpus catalog took 17 % longer.
/// The error paths are not: they build their messages out of line.
@usableFromInline
package struct JSONScanner {
    @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline let maximumDepth: Int
    @usableFromInline package var index = 0
    @usableFromInline package var line = 1
    @usableFromInline package var lineStart = 0
    @usableFromInline package var depth = 0

    package init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    @inlinable
    package var location: SourceLocation { location(at: index) }

    @inlinable
    func location(at offset: Int) -> SourceLocation {
        SourceLocation(line: line, column: offset - lineStart + 1)
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        try skipByteOrderMark()
        skipWhitespace()
        let value = try parseValue()
        try expectEndOfDocument()
        return value
    }

    /// Rejects UTF-16 text and steps over a UTF-8 byte order mark.
    package mutating func skipByteOrderMark() throws(JSONSyntaxError) {
        // A UTF-16 byte order mark, or a NUL in the first two bytes (which UTF-8 JSON never has
        // there, but UTF-16 text starting with an ASCII character always does).
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) || bytes[0] == 0 || bytes[1] == 0 {
            throw JSONSyntaxError("the text is UTF-16; JSON must be UTF-8", at: location)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }

    /// Requires nothing but whitespace after the top-level value.
    mutating func expectEndOfDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        if index < bytes.count {
            throw JSONSyntaxError("unexpected \(describeByte(at: index)) after the top-level value", at: location)
        }
    }

    @inlinable
    package mutating func skipWhitespace() {
        while index < bytes.count {
            // Runs of spaces (indentation, the spaces around ':') eight bytes at a time.
            if let word = word(at: index) {
                let spaces = Self.leadingSpaceCount(word)
                index += spaces
                if spaces == 8 { continue }
            }
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                stepOverLineBreak()
            default:
                return
            }
        }
    }

    /// Steps over the line break at the cursor (`\n`, `\r` or `\r\n`) and starts the next line.
    @inlinable
    mutating func stepOverLineBreak() {
        if bytes[index] == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else {
            throw JSONSyntaxError("unexpected end of input; expected a value", at: location)
        }
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONValue(.object(try parseObject()), at: start)
        case UInt8(ascii: "["):
            return JSONValue(.array(try parseArray()), at: start)
        case UInt8(ascii: "\""):
            return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try parseNumber()), at: start)
        default:
            throw JSONSyntaxError("unexpected \(describeByte(at: index)); expected a value", at: start)
        }
    }

    @inlinable
    mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > maximumDepth { throw tooDeep() }
    }

    @usableFromInline
    func tooDeep() -> JSONSyntaxError {
        JSONSyntaxError("arrays and objects nest deeper than \(maximumDepth) levels", at: location)
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONObject {
        var members: [JSONObject.Member] = []
        guard try enterContainer(closedBy: UInt8(ascii: "}")) else { return JSONObject(members: members) }
        // A catalog's objects have a few members: room for them at once, not one by one.
        members.reserveCapacity(4)
        repeat {
            let (key, keyLocation) = try parseMemberKey()
            let value = try parseValue()
            members.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
        } while try parseSeparator(closing: UInt8(ascii: "}"))
        return JSONObject(members: members)
    }

    /// Steps into the array or object at the cursor (its `[` or `{`): `false`, having stepped
    /// over it, when `closing` follows at once.
    @inlinable
    package mutating func enterContainer(closedBy closing: UInt8) throws(JSONSyntaxError) -> Bool {
        try enterContainer()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == closing {
            index += 1
            depth -= 1
            return false
        }
        return true
    }

    /// Parses `"key" :` and the whitespace after it.
    package mutating func parseMemberKey() throws(JSONSyntaxError) -> (key: String, location: SourceLocation) {
        guard index < bytes.count else {
            throw JSONSyntaxError("unexpected end of input; expected a string key", at: location)
        }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw JSONSyntaxError("unexpected \(describeByte(at: index)); expected a string key", at: location)
        }
        let keyLocation = location
        let key = try parseString()
        guard skipNameSeparator() else {
            throw JSONSyntaxError("\(found()); expected ':' after the key", at: location)
        }
        return (key, keyLocation)
    }

    /// Steps over the `:` after a member's key, with the whitespace around it; false, with the
    /// cursor on what stands there instead, when there is none.
    @inlinable
    mutating func skipNameSeparator() -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Parses what follows a member or an element: `,` (true: another one follows) or `closing`
    /// (false: the array or object ends), with the whitespace around it.
    @inlinable
    package mutating func parseSeparator(closing: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw noSeparator(closing: closing) }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            return true
        case closing:
            index += 1
            depth -= 1
            return false
        default:
            throw noSeparator(closing: closing)
        }
    }

    @usableFromInline
    func noSeparator(closing: UInt8) -> JSONSyntaxError {
        JSONSyntaxError("\(found()); expected ',' or '\(printable(closing))'", at: location)
    }

    mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
        var elements: [JSONValue] = []
        guard try enterContainer(closedBy: UInt8(ascii: "]")) else { return elements }
        repeat {
            elements.append(try parseValue())
        } while try parseSeparator(closing: UInt8(ascii: "]"))
        return elements
    }

    package mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = index
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            bytes.count - start >= count && (0..<count).allSatisfy { bytes[start + $0] == expected[$0] }
        }
        guard matches else {
            throw JSONSyntaxError("invalid literal; expected '\(literal)'", at: location)
        }
        index += count
    }

    // MARK: Numbers

    package mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw JSONSyntaxError("invalid number: expected a digit", at: location)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw JSONSyntaxError("invalid number: leading zeros are not allowed", at: location(at: start))
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError("invalid number: expected a digit after '.'", at: location)
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError("invalid number: expected a digit in the exponent", at: location)
            }
            skipDigits()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    package func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    // MARK: Strings

    /// Parses a string starting at its opening quote.
    ///
    /// The common case, a string without escapes, is decoded straight from the input bytes.
    package mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index + 1
        var cursor = start
        var isASCII = true
        // Eight bytes at a time up to the first that needs a look: most text is plain ASCII.
        while let word = word(at: cursor) {
            let plain = Self.plainPrefixCount(word)
            cursor += plain
            if plain < 8 { break }
        }
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                index = cursor + 1
                return try makeString(UnsafeBufferPointer(rebasing: bytes[start..<cursor]), isASCII: isASCII, startingAt: start)
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(from: start, firstEscape: cursor)
            }
            if byte < 0x20 {
                throw JSONSyntaxError("unescaped control character U+\(UTF8Bytes.hex(byte, digits: 4)) in a string", at: location(at: cursor))
            }
            if byte >= 0x80 { isASCII = false }
            cursor += 1
        }
        throw JSONSyntaxError("unterminated string", at: location(at: index))
    }

    // MARK: Eight bytes at a time

    /// The eight bytes at `offset` as one word, the first in its lowest byte; `nil` when fewer
    /// than eight are left.
    @inlinable
    func word(at offset: Int) -> UInt64? {
        ByteWord(at: offset, in: bytes)?.bits
    }

    /// How many of the bytes of `word` are spaces before the first that is not.
    @inlinable
    static func leadingSpaceCount(_ word: UInt64) -> Int {
        (word ^ 0x2020_2020_2020_2020).trailingZeroBitCount / 8
    }

    /// How many of the bytes of `word` come before the first that is a quote, a backslash, a
    /// control character or not ASCII.
    static func plainPrefixCount(_ word: UInt64) -> Int {
        let word = ByteWord(bits: word)
        return ByteWord.unmarkedPrefixCount(word.nonASCIIMarks | word.marksBelow(0x20) | word.marks(UInt8(ascii: "\"")) | word.marks(UInt8(ascii: "\\")))
    }

    mutating func parseEscapedString(from start: Int, firstEscape: Int) throws(JSONSyntaxError) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(firstEscape - start + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<firstEscape]))
        var cursor = firstEscape
        while cursor < bytes.count {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "\""):
                index = cursor + 1
                return try buffer.withUnsafeBufferPointer { (decoded) throws(JSONSyntaxError) -> String in
                    try makeString(decoded, isASCII: false, startingAt: start)
                }
            case UInt8(ascii: "\\"):
                guard cursor + 1 < bytes.count else {
                    throw JSONSyntaxError("unterminated string", at: location(at: start - 1))
                }
                let escape = bytes[cursor + 1]
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    cursor = try appendUnicodeEscape(at: cursor, to: &buffer)
                    continue
                default:
                    throw JSONSyntaxError("invalid escape sequence '\\\(printable(escape))'", at: location(at: cursor))
                }
                cursor += 2
            default:
                if byte < 0x20 {
                    throw JSONSyntaxError("unescaped control character U+\(UTF8Bytes.hex(byte, digits: 4)) in a string", at: location(at: cursor))
                }
                buffer.append(byte)
                cursor += 1
            }
        }
        throw JSONSyntaxError("unterminated string", at: location(at: start - 1))
    }

    /// Decodes `\uXXXX` (and a following low surrogate escape) at `cursor`; returns the offset after it.
    func appendUnicodeEscape(at cursor: Int, to buffer: inout [UInt8]) throws(JSONSyntaxError) -> Int {
        let high = try hexQuad(at: cursor + 2, escapeStart: cursor)
        var scalarValue = UInt32(high)
        var next = cursor + 6
        if (0xD800...0xDBFF).contains(high) {
            guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError("unpaired UTF-16 surrogate \\u\(UTF8Bytes.hex(high, digits: 4)) in a string", at: location(at: cursor))
            }
            let low = try hexQuad(at: next + 2, escapeStart: next)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError("unpaired UTF-16 surrogate \\u\(UTF8Bytes.hex(high, digits: 4)) in a string", at: location(at: cursor))
            }
            scalarValue = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            next += 6
        } else if (0xDC00...0xDFFF).contains(high) {
            throw JSONSyntaxError("unpaired UTF-16 surrogate \\u\(UTF8Bytes.hex(high, digits: 4)) in a string", at: location(at: cursor))
        }
        // Only surrogates are invalid scalars, and they were handled above.
        buffer.append(contentsOf: Unicode.UTF8.encode(Unicode.Scalar(scalarValue)!)!)
        return next
    }

    func hexQuad(at offset: Int, escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for position in offset..<(offset + 4) {
            guard position < bytes.count, let digit = UTF8Bytes.hexDigitValue(bytes[position]) else {
                throw JSONSyntaxError("invalid \\u escape: expected four hexadecimal digits", at: location(at: escapeStart))
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    func makeString(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool, startingAt start: Int) throws(JSONSyntaxError) -> String {
        if isASCII { return String(decoding: utf8, as: UTF8.self) }
        if let string = String(validating: utf8, as: UTF8.self) { return string }
        // Escapes only ever produce valid UTF-8, so the invalid bytes came from the input
        // itself, between `start` and the closing quote; find them there to point at them.
        var cursor = start
        while cursor < index - 1 {
            let length = UTF8Bytes.sequenceLength(at: cursor, in: bytes)
            if length == 0 {
                throw JSONSyntaxError("invalid UTF-8 byte 0x\(UTF8Bytes.hex(bytes[cursor], digits: 2)) in a string", at: location(at: cursor))
            }
            cursor += length
        }
        throw JSONSyntaxError("invalid UTF-8 in a string", at: location(at: start - 1))
    }

    // MARK: Describing bytes

    func found() -> String {
        index < bytes.count ? "unexpected \(describeByte(at: index))" : "unexpected end of input"
    }

    func describeByte(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "character '\(printable(byte))'" }
        return "byte 0x\(UTF8Bytes.hex(byte, digits: 2))"
    }

    func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + UTF8Bytes.hex(byte, digits: 2)
    }

}
