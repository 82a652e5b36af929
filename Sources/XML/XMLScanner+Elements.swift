import InputText

/// Elements: tags, attributes, and the content between them.
extension XMLScanner {
    /// An element whose end tag is still to come.
    struct OpenElement {
        var element: XMLElement
        var name: Range<Int>
    }

    /// Text read but not yet added to an element: its bytes and where it starts.
    struct PendingText {
        var bytes: [UInt8] = []
        var location: SourceLocation?

        mutating func flush(into element: inout XMLElement) {
            guard let location else { return }
            element.content.append(.text(String(decoding: bytes, as: UTF8.self), location))
            bytes.removeAll(keepingCapacity: true)
            self.location = nil
        }
    }

    /// Reads the root element and everything inside it, without recursion.
    mutating func rootElement() throws(XMLSyntaxError) -> XMLElement {
        let (root, rootName, isEmpty) = try openingTag()
        if isEmpty { return root }
        var stack = [OpenElement(element: root, name: rootName)]
        var text = PendingText()
        while true {
            guard !isAtEnd else {
                let open = stack[stack.count - 1]
                throw XMLSyntaxError("'<\(string(open.name))>' at \(open.element.location) is not closed; the file ends inside it", at: location)
            }
            switch bytes[index] {
            case UInt8(ascii: "<"):
                if hasPrefix("</", at: index) {
                    var closed = stack.removeLast()
                    text.flush(into: &closed.element)
                    try closingTag(of: closed)
                    guard !stack.isEmpty else { return closed.element }
                    stack[stack.count - 1].element.content.append(.element(closed.element))
                } else if hasPrefix("<!--", at: index) {
                    try comment()
                } else if hasPrefix("<![CDATA[", at: index) {
                    if text.location == nil { text.location = location }
                    try cdata(into: &text.bytes)
                } else if hasPrefix("<?", at: index) {
                    try processingInstruction()
                } else if hasPrefix("<!", at: index) {
                    throw XMLSyntaxError("unexpected '<!' inside an element; only comments and CDATA sections start so there", at: location)
                } else {
                    text.flush(into: &stack[stack.count - 1].element)
                    guard stack.count < XMLParser.maximumDepth else {
                        throw XMLSyntaxError("elements nested deeper than \(XMLParser.maximumDepth) levels", at: location)
                    }
                    let (child, childName, isEmpty) = try openingTag()
                    if isEmpty {
                        stack[stack.count - 1].element.content.append(.element(child))
                    } else {
                        stack.append(OpenElement(element: child, name: childName))
                    }
                }
            case UInt8(ascii: "&"):
                if text.location == nil { text.location = location }
                try reference(into: &text.bytes)
            default:
                if text.location == nil { text.location = location }
                try characterData(into: &text.bytes)
            }
        }
    }

    /// Reads character data up to the next `<` or `&`, line breaks normalized to `\n`.
    mutating func characterData(into text: inout [UInt8]) throws(XMLSyntaxError) {
        while !isAtEnd {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "&"):
                return
            case UInt8(ascii: "\r"):
                text.append(UInt8(ascii: "\n"))
                noteLineBreak(at: index)
                index += 1
                skipLineFeedAfterReturn()
            case UInt8(ascii: "]"):
                if hasPrefix("]]>", at: index) {
                    throw XMLSyntaxError("']]>' in text; write ']]&gt;'", at: location)
                }
                text.append(byte)
                index += 1
            default:
                let start = index
                try stepCharacter()
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
        }
    }

    /// Steps over the `\n` of a `\r\n` whose `\r` was read, starting the new line there.
    mutating func skipLineFeedAfterReturn() {
        guard !isAtEnd, bytes[index] == UInt8(ascii: "\n") else { return }
        noteLineBreak(at: index)
        index += 1
    }

    /// Reads the CDATA section at the cursor, line breaks normalized to `\n`.
    mutating func cdata(into text: inout [UInt8]) throws(XMLSyntaxError) {
        let start = location
        index += 9
        while !isAtEnd {
            if bytes[index] == UInt8(ascii: "]"), hasPrefix("]]>", at: index) {
                index += 3
                return
            }
            let from = index
            try stepCharacter()
            if bytes[from] == UInt8(ascii: "\r") {
                text.append(UInt8(ascii: "\n"))
                skipLineFeedAfterReturn()
            } else {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
            }
        }
        throw XMLSyntaxError("unterminated CDATA section; ']]>' is missing", at: start)
    }

    /// Reads the opening tag at the cursor: the element without content, its name's range, and
    /// whether it is written `<name/>`.
    mutating func openingTag() throws(XMLSyntaxError) -> (XMLElement, Range<Int>, Bool) {
        let start = location
        index += 1
        guard !isAtEnd, Self.isNameStart(bytes[index]) else {
            throw XMLSyntaxError("'<' must start a tag; write '&lt;' for a '<' in text", at: start)
        }
        let nameRange = try name(describing: "an element name")
        var element = XMLElement(name: string(nameRange), location: start)
        while true {
            let before = index
            skipWhitespace()
            guard !isAtEnd else { throw XMLSyntaxError("unterminated tag '<\(element.name)'; '>' is missing", at: start) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (element, nameRange, false)
            }
            if hasPrefix("/>", at: index) {
                index += 2
                return (element, nameRange, true)
            }
            guard index > before, Self.isNameStart(bytes[index]) else {
                throw XMLSyntaxError("unexpected \(describeCharacter(at: index)) in tag '<\(element.name)'; attributes are written name=\"value\", separated by spaces", at: location)
            }
            let attribute = try self.attribute()
            if let first = element.attributeNamed(attribute.name) {
                throw XMLSyntaxError("attribute '\(attribute.name)' is written twice; it is first at \(first.location)", at: attribute.location)
            }
            element.attributes.append(attribute)
        }
    }

    /// Reads `name="value"` or `name='value'` at the cursor.
    mutating func attribute() throws(XMLSyntaxError) -> XMLAttribute {
        let start = location
        let nameRange = try name(describing: "an attribute name")
        let name = string(nameRange)
        skipWhitespace()
        guard !isAtEnd, bytes[index] == UInt8(ascii: "=") else {
            throw XMLSyntaxError("attribute '\(name)' has no value; write \(name)=\"value\"", at: location)
        }
        index += 1
        skipWhitespace()
        guard !isAtEnd, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw XMLSyntaxError("the value of attribute '\(name)' must be quoted", at: location)
        }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while true {
            guard !isAtEnd else { throw XMLSyntaxError("unterminated value of attribute '\(name)'", at: start) }
            let byte = bytes[index]
            switch byte {
            case quote:
                index += 1
                return XMLAttribute(name: name, value: String(decoding: value, as: UTF8.self), location: start)
            case UInt8(ascii: "<"):
                throw XMLSyntaxError("'<' in the value of attribute '\(name)'; write '&lt;'", at: location)
            case UInt8(ascii: "&"):
                try reference(into: &value)
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // XML reads a literal line break or tab in an attribute as a space.
                value.append(UInt8(ascii: " "))
                let wasReturn = byte == UInt8(ascii: "\r")
                try stepCharacter()
                if wasReturn { skipLineFeedAfterReturn() }
            default:
                let from = index
                try stepCharacter()
                value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[from..<index]))
            }
        }
    }

    /// Reads the end tag at the cursor, which must close `open`.
    mutating func closingTag(of open: OpenElement) throws(XMLSyntaxError) {
        let start = location
        index += 2
        let nameRange = try name(describing: "an element name after '</'")
        skipWhitespace()
        guard !isAtEnd, bytes[index] == UInt8(ascii: ">") else {
            throw XMLSyntaxError("unterminated end tag '</\(string(nameRange))'; '>' is missing", at: start)
        }
        guard bytes[nameRange].elementsEqual(bytes[open.name]) else {
            throw XMLSyntaxError("'</\(string(nameRange))>' does not close '<\(open.element.name)>' at \(open.element.location)", at: start)
        }
        index += 1
    }

    // MARK: References

    /// Reads the reference at the cursor (`&name;`, `&#N;`, `&#xH;`) and appends the character
    /// it stands for.
    mutating func reference(into text: inout [UInt8]) throws(XMLSyntaxError) {
        let start = location
        let from = index
        index += 1
        var end = index
        while end < bytes.count, end - from < 16, bytes[end] != UInt8(ascii: ";"), bytes[end] > 0x20, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > index else {
            throw XMLSyntaxError("'&' must start a reference such as '&amp;'; write '&amp;' for an '&' in text", at: start)
        }
        let body = string(index..<end)
        index = end + 1
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let isHex = digits.hasPrefix("x")
            let number = isHex ? digits.dropFirst() : digits
            guard !number.isEmpty, number.utf8.allSatisfy({ isHex ? UTF8Bytes.hexDigitValue($0) != nil : ($0 >= 0x30 && $0 <= 0x39) }),
                  let value = UInt32(number, radix: isHex ? 16 : 10), let scalar = Unicode.Scalar(value), Self.isCharacter(value)
            else {
                throw XMLSyntaxError("'&\(body);' is not a character XML allows", at: start)
            }
            text.append(contentsOf: String(scalar).utf8)
            return
        }
        switch body {
        case "amp": text.append(UInt8(ascii: "&"))
        case "lt": text.append(UInt8(ascii: "<"))
        case "gt": text.append(UInt8(ascii: ">"))
        case "quot": text.append(UInt8(ascii: "\""))
        case "apos": text.append(UInt8(ascii: "'"))
        default:
            throw XMLSyntaxError("unknown entity '&\(body);'; only '&amp;', '&lt;', '&gt;', '&quot;', '&apos;' and character references are read, and no entity can be declared", at: start)
        }
    }

    /// Whether XML 1.0 allows the character `value` (its `Char` production).
    static func isCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
