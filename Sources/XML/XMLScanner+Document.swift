import InputText

/// The document around the root element: the XML declaration, comments, processing
/// instructions and the document type declaration.
extension XMLScanner {
    /// Reads the whole document: its prolog, its root element and what follows it.
    mutating func document() throws(XMLSyntaxError) -> XMLElement {
        if hasPrefix("\u{FEFF}", at: 0) {
            index = 3
            lineStart = 3
        }
        if hasPrefix("<?xml", at: index), index + 5 < bytes.count, Self.isWhitespace(bytes[index + 5]) {
            try declaration()
        }
        var sawDocumentType = false
        while true {
            skipWhitespace()
            guard !isAtEnd else { throw XMLSyntaxError("the file has no root element", at: location) }
            guard bytes[index] == UInt8(ascii: "<") else {
                throw XMLSyntaxError("unexpected \(describeCharacter(at: index)) before the root element; text must be inside an element", at: location)
            }
            if hasPrefix("<!--", at: index) {
                try comment()
            } else if hasPrefix("<?", at: index) {
                try processingInstruction()
            } else if hasPrefix("<!DOCTYPE", at: index) {
                guard !sawDocumentType else { throw XMLSyntaxError("a second '<!DOCTYPE'; a document has at most one", at: location) }
                sawDocumentType = true
                try documentType()
            } else if hasPrefix("<!", at: index) {
                throw XMLSyntaxError("unexpected '<!' before the root element", at: location)
            } else {
                break
            }
        }
        let root = try rootElement()
        while true {
            skipWhitespace()
            guard !isAtEnd else { return root }
            if hasPrefix("<!--", at: index) {
                try comment()
            } else if hasPrefix("<?", at: index) {
                try processingInstruction()
            } else {
                let what = bytes[index] == UInt8(ascii: "<") ? "a second root element" : "unexpected \(describeCharacter(at: index))"
                throw XMLSyntaxError("\(what) after the root element '\(root.name)'; a document has one root", at: location)
            }
        }
    }

    /// Reads the XML declaration at the start of the document, which may name only the encoding
    /// the text was read in: UTF-8, or UTF-16 for a text transcoded from it.
    mutating func declaration() throws(XMLSyntaxError) {
        let start = location
        let from = index
        index += 5
        guard let end = try step(through: "?>") else {
            throw XMLSyntaxError("unterminated XML declaration; '?>' is missing", at: start)
        }
        let text = string(from..<end)
        guard let encodingRange = text.range(of: "encoding") else { return }
        let rest = text[encodingRange.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else {
            throw XMLSyntaxError("the XML declaration's encoding must be quoted", at: start)
        }
        let encoding = rest.dropFirst().prefix { $0 != quote }
        let name = encoding.lowercased()
        let isUTF8Name = name == "utf-8" || name == "utf8"
        let isUTF16Name = name == "utf-16" || name == "utf-16le" || name == "utf-16be" || name == "utf16"
        guard isUTF16 ? isUTF16Name : isUTF8Name else {
            guard isUTF8Name || isUTF16Name else {
                throw XMLSyntaxError("unsupported encoding '\(encoding)'; UTF-8 and UTF-16 (with a byte order mark) are read, so save the file as UTF-8 and declare encoding=\"UTF-8\"", at: start)
            }
            let actual = isUTF16 ? "UTF-16 (its byte order mark says so)" : "UTF-8 (it has no UTF-16 byte order mark)"
            throw XMLSyntaxError("the file declares encoding '\(encoding)' but is \(actual); declare the encoding it is saved in", at: start)
        }
    }

    /// Steps over the comment at the cursor.
    mutating func comment() throws(XMLSyntaxError) {
        let start = location
        index += 4
        guard let end = try step(through: "--") else { throw XMLSyntaxError("unterminated comment; '-->' is missing", at: start) }
        guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">") else {
            throw XMLSyntaxError("'--' inside a comment; a comment ends at the first '--', which must be followed by '>'", at: location(at: end))
        }
        index += 1
    }

    /// Steps over the processing instruction at the cursor, which may not be a second XML
    /// declaration.
    mutating func processingInstruction() throws(XMLSyntaxError) {
        let start = location
        index += 2
        let targetStart = index
        try name(describing: "a processing instruction's target")
        if string(targetStart..<index).lowercased() == "xml" {
            throw XMLSyntaxError("an XML declaration must be at the very start of the file", at: start)
        }
        guard try step(through: "?>") != nil else {
            throw XMLSyntaxError("unterminated processing instruction; '?>' is missing", at: start)
        }
    }

    /// Steps over the document type declaration at the cursor, which may name an external
    /// definition (never read) but not hold an internal subset, where entities would be declared.
    mutating func documentType() throws(XMLSyntaxError) {
        let start = location
        index += 9
        var quote: UInt8?
        while !isAtEnd {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                throw XMLSyntaxError("'<!DOCTYPE' with an internal subset ('[') is refused: it could declare entities, and these files need none", at: location)
            } else if byte == UInt8(ascii: ">") {
                index += 1
                return
            }
            try stepCharacter()
        }
        throw XMLSyntaxError("unterminated '<!DOCTYPE'; '>' is missing", at: start)
    }

    // MARK: Names

    static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"): true
        default: byte >= 0x80
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: isNameStart(byte)
        }
    }

    /// Steps over the name at the cursor and returns its range.
    @discardableResult
    mutating func name(describing what: String) throws(XMLSyntaxError) -> Range<Int> {
        let start = index
        guard !isAtEnd, Self.isNameStart(bytes[index]) else {
            throw XMLSyntaxError("expected \(what), found \(describeCharacter(at: index))", at: location)
        }
        while !isAtEnd, Self.isNameByte(bytes[index]) {
            if bytes[index] < 0x80 { index += 1 } else { try stepCharacter() }
        }
        return start..<index
    }
}
