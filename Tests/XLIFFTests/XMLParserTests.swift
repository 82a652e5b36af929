import InputText
import Testing
import XML

@Suite struct XMLParserTests {
    func parse(_ text: String) throws(XMLSyntaxError) -> XMLElement {
        try XMLParser().parse(Array(text.utf8))
    }

    func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func elementsAttributesAndTextKeepTheirPositions() throws {
        let root = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <a x="1" y = 'two'>
              <b>text</b><c/>
            </a>
            """)
        #expect(root.name == "a")
        #expect(root.location == SourceLocation(line: 3, column: 1))
        #expect(root.attributes.map(\.name) == ["x", "y"])
        #expect(root.attribute("y") == "two")
        #expect(root.attributeNamed("y")?.location == SourceLocation(line: 3, column: 10))
        #expect(root.elements.map(\.name) == ["b", "c"])
        #expect(root.firstElement(named: "b")?.text == "text")
        #expect(root.firstElement(named: "b")?.location == SourceLocation(line: 4, column: 3))
        #expect(root.firstElement(named: "c")?.content == [])
        guard case .text(let leading, let at) = root.content.first else {
            Issue.record("no leading text")
            return
        }
        #expect(leading == "\n  ")
        #expect(at == SourceLocation(line: 3, column: 20))
    }

    @Test func referencesCDATAAndLineBreaksReadAsXMLSpecifies() throws {
        let root = try parse("<t a=\"1&#9;2\t3&#10;4\r\n5&quot;&apos;\">&amp;&lt;&gt;&#13;&#x1F600;<![CDATA[<&>\r\n]]>\r\nx\ry</t>")
        #expect(root.attribute("a") == "1\t2 3\n4 5\"'")
        #expect(root.text == "&<>\r😀<&>\n\nx\ny")
    }

    @Test func positionsFollowEveryKindOfLineBreak() throws {
        for text in ["<a>\r\n<b/></a>", "<a><![CDATA[\r\n]]>\n<b/></a>", "<a x=\"\r\n\"><b/></a>", "<a>\r<b/></a>", "<a>\n<b/></a>"] {
            let root = try parse(text)
            let expected = text.contains("CDATA") ? SourceLocation(line: 3, column: 1) : text.contains("x=") ? SourceLocation(line: 2, column: 3) : SourceLocation(line: 2, column: 1)
            #expect(root.firstElement(named: "b")?.location == expected, "\(text.debugDescription)")
        }
    }

    @Test func commentsAndProcessingInstructionsInContentAreLeftOut() throws {
        let root = try parse("<t>a<!-- x -->b<?pi data?>c</t>")
        #expect(root.text == "abc")
        #expect(root.content.count == 1)
    }

    @Test func aByteOrderMarkIsSkippedAndPositionsStayOnTheText() throws {
        #expect(error("\u{FEFF}<a>") == "1:4: '<a>' at 1:1 is not closed; the file ends inside it")
    }

    @Test func entitiesCannotBeDeclaredOrReferenced() {
        #expect(error("<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>")
            == "1:13: '<!DOCTYPE' with an internal subset ('[') is refused: it could declare entities, and these files need none")
        #expect(error("<!DOCTYPE x SYSTEM \"x.dtd\"><x>&e;</x>")
            == "1:31: unknown entity '&e;'; only '&amp;', '&lt;', '&gt;', '&quot;', '&apos;' and character references are read, and no entity can be declared")
        #expect(error("<x>a & b</x>") == "1:6: '&' must start a reference such as '&amp;'; write '&amp;' for an '&' in text")
    }

    @Test func charactersXMLExcludesAreRefused() {
        #expect(error("<x>&#0;</x>") == "1:4: '&#0;' is not a character XML allows")
        #expect(error("<x>&#xD800;</x>") == "1:4: '&#xD800;' is not a character XML allows")
        #expect(error("<x>\u{1}</x>") == "1:4: control character U+0001 is not allowed in XML")
        #expect(error("<x>\u{FFFE}</x>") == "1:4: character U+FFFE or U+FFFF is not allowed in XML")
        #expect(throws: XMLSyntaxError.self) { try XMLParser().parse([0x3C, 0x78, 0x3E, 0xC0, 0x80, 0x3C, 0x2F, 0x78, 0x3E]) }
    }

    @Test func malformedDocumentsAreErrorsAtTheirPlace() {
        #expect(error("<a><b></a>") == "1:7: '</a>' does not close '<b>' at 1:4")
        #expect(error("<a x=\"1\" x=\"2\"/>") == "1:10: attribute 'x' is written twice; it is first at 1:4")
        #expect(error("<a x=1/>") == "1:6: the value of attribute 'x' must be quoted")
        #expect(error("<a/><b/>") == "1:5: a second root element after the root element 'a'; a document has one root")
        #expect(error("text") == "1:1: unexpected 't' before the root element; text must be inside an element")
        #expect(error("") == "1:1: the file has no root element")
        #expect(error("<a>]]></a>") == "1:4: ']]>' in text; write ']]&gt;'")
        #expect(error("<a><!-- a -- b --></a>") == "1:11: '--' inside a comment; a comment ends at the first '--', which must be followed by '>'")
        #expect(error("<a>\n<?xml version=\"1.0\"?></a>") == "2:1: an XML declaration must be at the very start of the file")
        #expect(error("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>") == "1:1: the file declares encoding 'UTF-16' but is UTF-8 (it has no UTF-16 byte order mark); declare the encoding it is saved in")
        #expect(error("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>") == "1:1: unsupported encoding 'ISO-8859-1'; UTF-8 and UTF-16 (with a byte order mark) are read, so save the file as UTF-8 and declare encoding=\"UTF-8\"")
        #expect(error("<a b=\"<\"/>") == "1:7: '<' in the value of attribute 'b'; write '&lt;'")
        #expect(error("<a <b/>") == "1:4: unexpected '<' in tag '<a'; attributes are written name=\"value\", separated by spaces")
        #expect(error("<a x=\"1\"y=\"2\"/>") == "1:9: unexpected 'y' in tag '<a'; attributes are written name=\"value\", separated by spaces")
    }

    /// XML 1.0 requires UTF-16 to be read (§4.3.3), and translation tools save it: with a byte
    /// order mark, either way round, it is read as its UTF-8 text, positions counted there.
    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a b=\"é\">\n  <c>😀 x</c>\n</a>\n"
        let units = Array(text.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [little, big] {
            let root = try XMLParser().parse(bytes)
            #expect(root.attribute("b") == "é")
            let child = try #require(root.firstElement(named: "c"))
            #expect(child.text == "😀 x")
            #expect(child.location == SourceLocation(line: 3, column: 3))
        }
        // Errors are at their line and column in the text, as in UTF-8.
        let broken = Array("<a>\n  <b></a>".utf16)
        #expect(throws: XMLSyntaxError("'</a>' does not close '<b>' at 2:3", at: SourceLocation(line: 2, column: 6))) {
            try XMLParser().parse([UInt8]([0xFF, 0xFE]) + broken.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        }
        #expect(throws: XMLSyntaxError.self) { try XMLParser().parse([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8]) }
        // Without a byte order mark, UTF-16 is not guessed at; a UTF-16 file declaring UTF-8 is refused.
        #expect(throws: XMLSyntaxError.self) { try XMLParser().parse(Array("<a/>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }) }
        let declaresUTF8 = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>".utf16)
        #expect(throws: XMLSyntaxError("the file declares encoding 'UTF-8' but is UTF-16 (its byte order mark says so); declare the encoding it is saved in", at: SourceLocation(line: 1, column: 1))) {
            try XMLParser().parse([UInt8]([0xFE, 0xFF]) + declaresUTF8.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        }
    }

    @Test func deepNestingIsRefusedBeforeTheStackIs() {
        let deep = String(repeating: "<a>", count: XMLParser.maximumDepth + 1)
        #expect(error(deep)?.hasSuffix("elements nested deeper than \(XMLParser.maximumDepth) levels") == true)
        let fine = String(repeating: "<a>", count: XMLParser.maximumDepth) + String(repeating: "</a>", count: XMLParser.maximumDepth)
        #expect(error(fine) == nil)
    }
}
