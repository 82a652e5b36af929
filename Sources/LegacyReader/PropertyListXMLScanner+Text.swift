import InputText

/// The text of elements: character data with entity and character references and CDATA
/// sections for `<string>` and `<key>`, plain bytes for the others.
extension PropertyListXMLScanner {
    /// Reads the text of `tag`'s element (a `<string>` or `<key>` that is not empty) and its
    /// closing tag.
    ///
    /// Text without references or CDATA, nearly all of it, is made straight from the input bytes.
    mutating func readText(of tag: OpeningTag) throws(PropertyListSyntaxError) -> String {
        let contentStart = index
        var runStart = index
        var decoded: [UInt8] = []
        var isDecoded = false
        // Whether the text may hold non-ASCII bytes (a word's bytes after the text count too):
        // only those strings need validating, which costs more than making an ASCII one.
        var mayBeNonASCII = false
        while true {
            while let word = word(at: index) {
                if ByteWord(bits: word).nonASCIIMarks != 0 { mayBeNonASCII = true }
                let plain = Self.plainTextPrefixCount(word)
                index += plain
                if plain < 8 { break }
            }
            guard index < bytes.count else { throw unterminated(tag) }
            switch bytes[index] {
            case UInt8(ascii: "<"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    let contentEnd = index
                    try readClosingTag(of: tag)
                    guard isDecoded else {
                        let text = UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd])
                        if !mayBeNonASCII { return String(decoding: text, as: UTF8.self) }
                        return try makeString(text, text: contentStart..<contentEnd, of: tag)
                    }
                    decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<contentEnd]))
                    return try decoded.withUnsafeBufferPointer { (buffer) throws(PropertyListSyntaxError) in
                        try makeString(buffer, text: contentStart..<contentEnd, of: tag)
                    }
                }
                guard hasPrefix("<![CDATA[", at: index) else { throw markupInText(of: tag) }
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                isDecoded = true
                try appendCharacterData(to: &decoded)
                runStart = index
            case UInt8(ascii: "&"):
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                isDecoded = true
                try appendReference(to: &decoded)
                runStart = index
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                noteLineBreak(at: index)
                index += 1
            case let byte:
                if byte >= 0x80 { mayBeNonASCII = true }
                index += 1
            }
        }
    }

    /// How many of the bytes of `word` come before the first that is a '<', a '&' or a control
    /// character (line breaks among them).
    static func plainTextPrefixCount(_ word: UInt64) -> Int {
        let word = ByteWord(bits: word)
        return ByteWord.unmarkedPrefixCount(word.marksBelow(0x20) | word.marks(UInt8(ascii: "<")) | word.marks(UInt8(ascii: "&")))
    }

    /// Reads the closing tag at the cursor (its `</`), which must close `tag`.
    mutating func readClosingTag(of tag: OpeningTag) throws(PropertyListSyntaxError) {
        guard case .closing(let closing) = try readTag() else { return }
        try expectClosing(closing, of: tag)
    }

    /// Appends the text of the CDATA section at the cursor and steps over it.
    mutating func appendCharacterData(to decoded: inout [UInt8]) throws(PropertyListSyntaxError) {
        let start = location
        index += 9
        let textStart = index
        guard let end = step(through: "]]>") else { throw PropertyListSyntaxError("unterminated CDATA section; ']]>' is missing", at: start) }
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textStart..<end]))
    }

    /// Appends the character that the entity or character reference at the cursor (its '&')
    /// stands for, and steps over the reference.
    mutating func appendReference(to decoded: inout [UInt8]) throws(PropertyListSyntaxError) {
        let start = index
        var cursor = index + 1
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            let isHexadecimal = cursor < bytes.count && bytes[cursor] == UInt8(ascii: "x")
            if isHexadecimal { cursor += 1 }
            let digitsStart = cursor
            var value: UInt32 = 0
            while cursor < bytes.count, let digit = Self.digitValue(bytes[cursor], hexadecimal: isHexadecimal) {
                // Past the last scalar the value only has to stay invalid.
                value = min(value * (isHexadecimal ? 16 : 10) + UInt32(digit), 0x11_0000)
                cursor += 1
            }
            guard cursor > digitsStart, cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") else {
                throw PropertyListSyntaxError(
                    "invalid character reference '\(referenceExcerpt(from: start))'; expected '&#' and decimal digits or '&#x' and hexadecimal digits, then ';'",
                    at: location
                )
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw PropertyListSyntaxError("character reference '\(referenceExcerpt(from: start))' is not a Unicode scalar value", at: location)
            }
            decoded.append(contentsOf: scalar.utf8)
            index = cursor + 1
            return
        }
        while cursor < bytes.count, Self.isASCIILetterOrDigit(bytes[cursor]) { cursor += 1 }
        guard cursor > start + 1 else {
            throw PropertyListSyntaxError("'&' does not start an entity reference; write '&amp;' for an ampersand", at: location)
        }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") else {
            throw PropertyListSyntaxError("unterminated entity reference '\(referenceExcerpt(from: start))'; ';' is missing", at: location)
        }
        let replacement: UInt8
        switch UnsafeBufferPointer(rebasing: bytes[(start + 1)..<cursor]) {
        case let name where Self.spells(name, "amp"): replacement = UInt8(ascii: "&")
        case let name where Self.spells(name, "lt"): replacement = UInt8(ascii: "<")
        case let name where Self.spells(name, "gt"): replacement = UInt8(ascii: ">")
        case let name where Self.spells(name, "quot"): replacement = UInt8(ascii: "\"")
        case let name where Self.spells(name, "apos"): replacement = UInt8(ascii: "'")
        default:
            throw PropertyListSyntaxError(
                "unknown entity '\(referenceExcerpt(from: start))'; property lists know '&amp;', '&lt;', '&gt;', '&quot;' and '&apos;'", at: location
            )
        }
        decoded.append(replacement)
        index = cursor + 1
    }

    /// The reference starting at `offset` for a message: its visible ASCII bytes up to and
    /// including a ';', at most 16.
    func referenceExcerpt(from offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, end - offset < 16, bytes[end] > 0x20, bytes[end] < 0x7F,
              bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") {
            end += 1
            if bytes[end - 1] == UInt8(ascii: ";") { break }
        }
        return string(offset..<end)
    }

    static func digitValue(_ byte: UInt8, hexadecimal: Bool) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hexadecimal: byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hexadecimal: byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }

    /// The error for a '<' in the text of `tag`'s element that does not start its closing tag
    /// or a CDATA section.
    func markupInText(of tag: OpeningTag) -> PropertyListSyntaxError {
        let message: String
        if hasPrefix("<!--", at: index) {
            message = "comment inside the text of \(tag.element.quoted); Foundation cannot read one there"
        } else if hasPrefix("<?", at: index) {
            message = "processing instruction inside the text of \(tag.element.quoted); Foundation cannot read one there"
        } else if hasPrefix("<![CDATA[", at: index) {
            message = "CDATA section inside \(tag.element.quoted); only '<string>' and '<key>' may hold one"
        } else if index + 1 < bytes.count, Self.isNameByte(bytes[index + 1]) {
            message = "unexpected element '<\(excerpt((index + 1)..<nameEnd(from: index + 1)))>' inside \(tag.element.quoted), which holds only text; write '&lt;' for a '<'"
        } else {
            message = "'<' in the text of \(tag.element.quoted); write '&lt;'"
        }
        return PropertyListSyntaxError(message, at: location)
    }

    /// `utf8` as a string, or the error at the first byte of the element's text (`text`) that
    /// is not UTF-8.
    func makeString(_ utf8: UnsafeBufferPointer<UInt8>, text: Range<Int>, of tag: OpeningTag) throws(PropertyListSyntaxError) -> String {
        if let string = String(validating: utf8, as: UTF8.self) { return string }
        // References decode to valid UTF-8 and markup is ASCII, so the invalid bytes are in the
        // input itself.
        var cursor = text.lowerBound
        while cursor < text.upperBound {
            let length = UTF8Bytes.sequenceLength(at: cursor, in: bytes)
            if length == 0 {
                throw PropertyListSyntaxError(
                    "invalid UTF-8 byte 0x\(UTF8Bytes.hex(bytes[cursor], digits: 2)) in \(tag.element.quoted)",
                    at: location(of: cursor, from: text.lowerBound, at: tag.contentLocation)
                )
            }
            cursor += length
        }
        throw PropertyListSyntaxError("invalid UTF-8 in \(tag.element.quoted)", at: tag.contentLocation)
    }

    /// Reads the text of `tag`'s element, which holds neither references nor CDATA sections,
    /// and its closing tag; the bytes of the text.
    mutating func rawText(of tag: OpeningTag) throws(PropertyListSyntaxError) -> Range<Int> {
        let start = index
        guard !tag.isEmpty else { return start..<start }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") else { throw markupInText(of: tag) }
                let end = index
                try readClosingTag(of: tag)
                return start..<end
            case UInt8(ascii: "&"):
                throw PropertyListSyntaxError(
                    "entity or character reference inside \(tag.element.quoted); only '<string>' and '<key>' may hold one", at: location
                )
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                noteLineBreak(at: index)
            default:
                break
            }
            index += 1
        }
        throw unterminated(tag)
    }
}
