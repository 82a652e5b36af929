import InputText

/// The text of `<integer>`, `<real>`, `<date>` and `<data>`, checked as Foundation reads it.
extension PropertyListXMLScanner {
    /// The integer written in `text`, without the whitespace before it.
    func integerText(_ text: Range<Int>, of tag: OpeningTag) throws(PropertyListSyntaxError) -> String {
        let start = firstNonWhitespace(in: text)
        guard start < text.upperBound else { throw PropertyListSyntaxError("empty '<integer>'", at: tag.contentLocation) }
        var cursor = start
        let isNegative = bytes[cursor] == UInt8(ascii: "-")
        if isNegative || bytes[cursor] == UInt8(ascii: "+") { cursor += 1 }
        let isHexadecimal = cursor + 1 < text.upperBound && bytes[cursor] == UInt8(ascii: "0")
            && (bytes[cursor + 1] == UInt8(ascii: "x") || bytes[cursor + 1] == UInt8(ascii: "X"))
        if isHexadecimal { cursor += 2 }
        let digitsStart = cursor
        var magnitude: UInt64 = 0
        var overflows = false
        while cursor < text.upperBound, let digit = Self.digitValue(bytes[cursor], hexadecimal: isHexadecimal) {
            let (shifted, shiftOverflows) = magnitude.multipliedReportingOverflow(by: isHexadecimal ? 16 : 10)
            let (sum, sumOverflows) = shifted.addingReportingOverflow(UInt64(digit))
            overflows = overflows || shiftOverflows || sumOverflows
            magnitude = sum
            cursor += 1
        }
        let written = excerpt(start..<text.upperBound)
        if cursor < text.upperBound {
            let reason = if !Self.isWhitespace(bytes[cursor]) {
                "unexpected \(describeCharacter(at: cursor))"
            } else if cursor == digitsStart {
                "Foundation reads no whitespace after the sign"
            } else {
                "Foundation reads no whitespace after the digits"
            }
            throw PropertyListSyntaxError("invalid integer '\(written)'; \(reason)", at: location(of: cursor, in: text, of: tag))
        }
        if cursor == digitsStart {
            throw PropertyListSyntaxError("invalid integer '\(written)'; expected digits", at: location(of: cursor, in: text, of: tag))
        }
        if overflows || isNegative && magnitude > UInt64(Int64.max) + 1 {
            throw PropertyListSyntaxError(
                "integer '\(written)' is out of range; '<integer>' holds -9223372036854775808 through 18446744073709551615",
                at: location(of: start, in: text, of: tag)
            )
        }
        return string(start..<text.upperBound)
    }

    /// The real number written in `text`, without the whitespace before it.
    func realText(_ text: Range<Int>, of tag: OpeningTag) throws(PropertyListSyntaxError) -> String {
        let start = firstNonWhitespace(in: text)
        guard start < text.upperBound else { throw PropertyListSyntaxError("empty '<real>'", at: tag.contentLocation) }
        let end = endOfReal(from: start, before: text.upperBound)
        guard end == text.upperBound else {
            let written = excerpt(start..<text.upperBound)
            let reason = if Self.isWhitespace(bytes[end]) {
                "Foundation reads no whitespace after the number"
            } else {
                "unexpected \(describeCharacter(at: end))"
            }
            throw PropertyListSyntaxError("invalid real number '\(written)'; \(reason)", at: location(of: end, in: text, of: tag))
        }
        if let incomplete = incompleteReal(from: start, before: end) {
            throw PropertyListSyntaxError(
                "invalid real number '\(excerpt(start..<end))'; expected \(incomplete)", at: location(of: end, in: text, of: tag)
            )
        }
        return string(start..<end)
    }

    /// Where the longest prefix of a real number from `start` ends: digits with an optional
    /// fraction and exponent, or `nan`, `inf` or `infinity` (the last two signed) in any case.
    func endOfReal(from start: Int, before end: Int) -> Int {
        if let afterName = endOfName("nan", from: start, before: end) { return afterName }
        var cursor = start
        if cursor < end, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") { cursor += 1 }
        if let afterName = endOfName("infinity", from: cursor, before: end) ?? endOfName("inf", from: cursor, before: end) {
            return afterName
        }
        cursor = endOfDigits(from: cursor, before: end)
        if cursor < end, bytes[cursor] == UInt8(ascii: ".") { cursor = endOfDigits(from: cursor + 1, before: end) }
        if cursor < end, bytes[cursor] == UInt8(ascii: "e") || bytes[cursor] == UInt8(ascii: "E") {
            cursor += 1
            if cursor < end, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") { cursor += 1 }
            cursor = endOfDigits(from: cursor, before: end)
        }
        return cursor
    }

    /// What a real number in `start..<end`, which `endOfReal` reads whole, lacks: digits in its
    /// mantissa or its exponent; `nil` when it lacks nothing.
    func incompleteReal(from start: Int, before end: Int) -> String? {
        var cursor = start
        if bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") { cursor += 1 }
        guard cursor < end else { return "digits" }
        if !Self.isDigit(bytes[cursor]) && bytes[cursor] != UInt8(ascii: ".") { return nil }
        let integerEnd = endOfDigits(from: cursor, before: end)
        var mantissaDigits = integerEnd - cursor
        cursor = integerEnd
        if cursor < end, bytes[cursor] == UInt8(ascii: ".") {
            let fractionEnd = endOfDigits(from: cursor + 1, before: end)
            mantissaDigits += fractionEnd - cursor - 1
            cursor = fractionEnd
        }
        if mantissaDigits == 0 { return "digits" }
        guard cursor < end else { return nil }
        cursor += 1
        if cursor < end, bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: "+") { cursor += 1 }
        return cursor < end ? nil : "digits in the exponent"
    }

    /// The date written in `text`, which must have the form `2001-12-31T23:59:59Z` (with any
    /// number of year digits, and perhaps a '-' before them), as Foundation requires.
    func dateText(_ text: Range<Int>, of tag: OpeningTag) throws(PropertyListSyntaxError) -> String {
        guard !text.isEmpty else { throw PropertyListSyntaxError("empty '<date>'", at: tag.contentLocation) }
        var cursor = text.lowerBound
        if bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
        let yearEnd = endOfDigits(from: cursor, before: text.upperBound)
        var matches = yearEnd > cursor
        cursor = yearEnd
        // The fields after the year: a separator and two digits each, then the 'Z'.
        for separator in "--T::".utf8 where matches {
            matches = cursor + 3 <= text.upperBound && bytes[cursor] == separator
                && Self.isDigit(bytes[cursor + 1]) && Self.isDigit(bytes[cursor + 2])
            cursor += 3
        }
        guard matches, cursor + 1 == text.upperBound, bytes[cursor] == UInt8(ascii: "Z") else {
            throw PropertyListSyntaxError(
                "invalid date '\(excerpt(text))'; expected the form 2001-12-31T23:59:59Z", at: tag.contentLocation
            )
        }
        return string(text)
    }

    /// The bytes that the base64 text in `text` stands for. Whitespace may come anywhere; the
    /// text must end with a whole group of four characters, its last padded with '='.
    func base64Decoded(_ text: Range<Int>, of tag: OpeningTag) throws(PropertyListSyntaxError) -> [UInt8] {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(text.count / 4 * 3)
        var group: UInt32 = 0
        var groupCount = 0
        var padding = 0
        for offset in text {
            let byte = bytes[offset]
            if Self.isWhitespace(byte) { continue }
            if byte == UInt8(ascii: "=") {
                guard groupCount + padding >= 2, groupCount + padding < 4 else {
                    throw PropertyListSyntaxError("misplaced '=' in the base64 text of '<data>'", at: location(of: offset, in: text, of: tag))
                }
                padding += 1
                if groupCount + padding == 4 {
                    // Two or three characters of the group carry one or two bytes.
                    group <<= 6 * UInt32(padding)
                    decoded.append(UInt8(truncatingIfNeeded: group >> 16))
                    if groupCount == 3 { decoded.append(UInt8(truncatingIfNeeded: group >> 8)) }
                }
                continue
            }
            guard let value = Self.base64Value(byte) else {
                throw PropertyListSyntaxError(
                    "invalid \(describeCharacter(at: offset)) in the base64 text of '<data>'", at: location(of: offset, in: text, of: tag)
                )
            }
            guard padding == 0 else {
                throw PropertyListSyntaxError(
                    "the base64 text of '<data>' goes on after its '=' padding", at: location(of: offset, in: text, of: tag)
                )
            }
            group = group << 6 | UInt32(value)
            groupCount += 1
            if groupCount == 4 {
                decoded.append(UInt8(truncatingIfNeeded: group >> 16))
                decoded.append(UInt8(truncatingIfNeeded: group >> 8))
                decoded.append(UInt8(truncatingIfNeeded: group))
                group = 0
                groupCount = 0
            }
        }
        guard groupCount == 0 || groupCount + padding == 4 else {
            throw PropertyListSyntaxError(
                "the base64 text of '<data>' ends inside a group of four characters; pad it with '='",
                at: location(of: text.upperBound, in: text, of: tag)
            )
        }
        return decoded
    }

    static func base64Value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }

    // MARK: Helpers

    /// The location of `offset` in the text of `tag`'s element, `text`.
    func location(of offset: Int, in text: Range<Int>, of tag: OpeningTag) -> SourceLocation {
        location(of: offset, from: text.lowerBound, at: tag.contentLocation)
    }

    func firstNonWhitespace(in text: Range<Int>) -> Int {
        var cursor = text.lowerBound
        while cursor < text.upperBound, Self.isWhitespace(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    func endOfDigits(from start: Int, before end: Int) -> Int {
        var cursor = start
        while cursor < end, Self.isDigit(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    /// The offset after `name` (lowercase) when the bytes from `start` spell it in any case and
    /// nothing follows it before `end`.
    func endOfName(_ name: StaticString, from start: Int, before end: Int) -> Int? {
        let count = name.utf8CodeUnitCount
        guard end - start == count else { return nil }
        let matches = name.withUTF8Buffer { lowercase in
            (0..<count).allSatisfy { bytes[start + $0] | 0x20 == lowercase[$0] }
        }
        return matches ? end : nil
    }
}
