import InputText

/// Tags, and the markup between elements: comments, processing instructions (the XML
/// declaration among them) and the document type declaration.
extension PropertyListXMLScanner {
    /// An element's opening tag, `<name attributes>` or `<name attributes/>`.
    struct OpeningTag {
        var element: PropertyListElement
        /// The location of its '<'.
        var location: SourceLocation
        /// The first byte after the tag, or its '<' when it is empty.
        var contentLocation: SourceLocation
        /// Whether it is written `<name/>`, with nothing to close.
        var isEmpty: Bool
    }

    /// An element's closing tag, `</name>`, of any name.
    struct ClosingTag {
        /// The element it names, `nil` when that is not an element of property lists.
        var element: PropertyListElement?
        /// Where its name is in the bytes.
        var name: Range<Int>
        var location: SourceLocation
    }

    enum Tag {
        case opening(OpeningTag)
        case closing(ClosingTag)
    }

    /// Where the cursor is in the document, as messages name it.
    enum Place: CustomStringConvertible {
        case prolog
        case inside(PropertyListElement)
        case epilog

        var description: String {
            switch self {
            case .prolog: "before the property list"
            case .inside(let element): "inside \(element.quoted)"
            case .epilog: "after the property list"
            }
        }
    }

    /// Steps over whitespace, comments and processing instructions (and, before the root, the
    /// document type declaration) to the next tag, and reads it; `nil` at the end of the input.
    mutating func nextTag(_ place: Place) throws(PropertyListSyntaxError) -> Tag? {
        while true {
            skipWhitespace()
            guard index < bytes.count else { return nil }
            guard bytes[index] == UInt8(ascii: "<") else {
                throw PropertyListSyntaxError("unexpected \(describeCharacter(at: index)) \(place); text must be inside an element", at: location)
            }
            if hasPrefix("<!--", at: index) {
                try skipComment()
            } else if hasPrefix("<?", at: index) {
                let isProlog = if case .prolog = place { true } else { false }
                try skipProcessingInstruction(checkingDeclaration: isProlog)
            } else if hasPrefix("<!DOCTYPE", at: index) {
                guard case .prolog = place else {
                    throw PropertyListSyntaxError("unexpected '<!DOCTYPE' \(place); it must come before the root element", at: location)
                }
                try skipDocumentType()
            } else if hasPrefix("<![CDATA[", at: index) {
                throw PropertyListSyntaxError("unexpected CDATA section \(place); it must be inside '<string>' or '<key>'", at: location)
            } else if hasPrefix("<!", at: index) {
                throw PropertyListSyntaxError("unknown markup '\(excerpt(index..<nameEnd(from: index + 2)))' \(place)", at: location)
            } else {
                return try readTag()
            }
        }
    }

    /// Steps over the comment at the cursor.
    mutating func skipComment() throws(PropertyListSyntaxError) {
        let start = location
        index += 4
        guard step(through: "-->") != nil else { throw PropertyListSyntaxError("unterminated comment; '-->' is missing", at: start) }
    }

    /// Steps over the processing instruction at the cursor; for the XML declaration, first
    /// checks that the encoding it names is UTF-8.
    mutating func skipProcessingInstruction(checkingDeclaration: Bool) throws(PropertyListSyntaxError) {
        let start = index
        let startLocation = location
        let targetEnd = nameEnd(from: index + 2)
        let isDeclaration = checkingDeclaration && targetEnd == index + 5 && hasPrefix("<?xml", at: index)
        index = targetEnd
        guard let end = step(through: "?>") else {
            throw PropertyListSyntaxError("unterminated processing instruction; '?>' is missing", at: startLocation)
        }
        if isDeclaration { try checkEncoding(declaration: start..<end, at: startLocation) }
    }

    /// Requires the `encoding` of the XML declaration in `range`, if it names one, to be UTF-8.
    func checkEncoding(declaration range: Range<Int>, at declarationLocation: SourceLocation) throws(PropertyListSyntaxError) {
        var cursor = range.lowerBound + 5
        while cursor < range.upperBound {
            guard hasPrefix("encoding", at: cursor), Self.isWhitespace(bytes[cursor - 1]) else {
                cursor += 1
                continue
            }
            cursor += 8
            while cursor < range.upperBound, Self.isWhitespace(bytes[cursor]) { cursor += 1 }
            guard cursor < range.upperBound, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < range.upperBound, Self.isWhitespace(bytes[cursor]) { cursor += 1 }
            guard cursor < range.upperBound, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { continue }
            let quote = bytes[cursor]
            let valueStart = cursor + 1
            var valueEnd = valueStart
            while valueEnd < range.upperBound, bytes[valueEnd] != quote { valueEnd += 1 }
            let encoding = string(valueStart..<valueEnd)
            let lowercased = encoding.lowercased()
            guard lowercased == "utf-8" || lowercased == "utf8" else {
                throw PropertyListSyntaxError(
                    "unsupported encoding '\(encoding)'; property lists are read as UTF-8 only, so save the file as UTF-8 and declare encoding=\"UTF-8\"",
                    at: location(of: valueStart, from: range.lowerBound, at: declarationLocation)
                )
            }
            return
        }
    }

    /// Steps over the document type declaration at the cursor, which may not have an internal
    /// subset (Foundation cannot read one).
    mutating func skipDocumentType() throws(PropertyListSyntaxError) {
        let start = location
        index += 9
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return
            case UInt8(ascii: "["):
                throw PropertyListSyntaxError("'<!DOCTYPE' with an internal subset ('['); Foundation cannot read it", at: location)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                noteLineBreak(at: index)
            default:
                break
            }
            index += 1
        }
        throw PropertyListSyntaxError("unterminated '<!DOCTYPE'; '>' is missing", at: start)
    }

    // MARK: Tags

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), 0x80...:
            true
        default:
            false
        }
    }

    /// The offset after the name that starts at `offset` (`offset` itself when none does).
    func nameEnd(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
        return end
    }

    /// Reads the opening or closing tag at the cursor (its '<').
    mutating func readTag() throws(PropertyListSyntaxError) -> Tag {
        let startLocation = location
        let isClosing = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
        let nameStart = index + (isClosing ? 2 : 1)
        let nameEnd = nameEnd(from: nameStart)
        guard nameEnd > nameStart else {
            throw PropertyListSyntaxError("malformed tag; expected an element name after '\(isClosing ? "</" : "<")'", at: location(at: nameStart))
        }
        index = nameEnd
        let name = UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd])
        let element = PropertyListElement(name: name)
        if isClosing {
            skipWhitespace()
            guard index < bytes.count else {
                throw PropertyListSyntaxError("unterminated tag '</\(excerpt(nameStart..<nameEnd))'; '>' is missing", at: startLocation)
            }
            guard bytes[index] == UInt8(ascii: ">") else {
                throw PropertyListSyntaxError("malformed closing tag '</\(excerpt(nameStart..<nameEnd))'; expected '>', found \(found())", at: location)
            }
            index += 1
            return .closing(ClosingTag(element: element, name: nameStart..<nameEnd, location: startLocation))
        }
        guard let element else {
            throw PropertyListSyntaxError("unknown element '<\(excerpt(nameStart..<nameEnd))>'", at: startLocation)
        }
        let isEmpty = try skipAttributes(of: element, at: startLocation)
        return .opening(OpeningTag(element: element, location: startLocation, contentLocation: isEmpty ? startLocation : location, isEmpty: isEmpty))
    }

    /// Steps over the attributes of an opening tag and its end, `>` or `/>`; whether it is `/>`.
    mutating func skipAttributes(of element: PropertyListElement, at tagLocation: SourceLocation) throws(PropertyListSyntaxError) -> Bool {
        while true {
            let beforeWhitespace = index
            skipWhitespace()
            guard index < bytes.count else {
                throw PropertyListSyntaxError("unterminated tag '<\(element.name)'; '>' is missing", at: tagLocation)
            }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return false
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
                index += 2
                return true
            case let byte where index > beforeWhitespace && Self.isNameByte(byte):
                try skipAttribute(of: element)
            default:
                throw PropertyListSyntaxError("malformed tag \(element.quoted); unexpected \(describeCharacter(at: index))", at: location)
            }
        }
    }

    /// Steps over one `name="value"` (or `name='value'`).
    mutating func skipAttribute(of element: PropertyListElement) throws(PropertyListSyntaxError) {
        let nameStart = index
        index = nameEnd(from: index)
        let name = excerpt(nameStart..<index)
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw PropertyListSyntaxError("attribute '\(name)' of \(element.quoted) has no value; expected '=', found \(found())", at: location)
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw PropertyListSyntaxError("the value of attribute '\(name)' of \(element.quoted) must be quoted; found \(found())", at: location)
        }
        let quote = bytes[index]
        let quoteLocation = location
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case quote:
                index += 1
                return
            case UInt8(ascii: ">"):
                throw PropertyListSyntaxError("'>' in the value of attribute '\(name)'; write '&gt;' (Foundation ends the tag at the first '>')", at: location)
            case UInt8(ascii: "<"):
                throw PropertyListSyntaxError("'<' in the value of attribute '\(name)'; write '&lt;'", at: location)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                noteLineBreak(at: index)
            default:
                break
            }
            index += 1
        }
        throw PropertyListSyntaxError("unterminated value of attribute '\(name)'; the closing \(quote == UInt8(ascii: "\"") ? "'\"'" : "\"'\"") is missing", at: quoteLocation)
    }

    /// Requires `closing` to close `opening`.
    func expectClosing(_ closing: ClosingTag, of opening: OpeningTag) throws(PropertyListSyntaxError) {
        guard closing.element != opening.element else { return }
        throw PropertyListSyntaxError(
            "mismatched closing tag '</\(excerpt(closing.name))>'; expected '</\(opening.element.name)>' for the \(opening.element.quoted) at \(opening.location)",
            at: closing.location
        )
    }
}
