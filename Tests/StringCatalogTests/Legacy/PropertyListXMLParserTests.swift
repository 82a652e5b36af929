import Foundation
import Testing
@testable import InputText
@testable import LegacyReader

/// What the XML property list parser reads, where it says each key and value is, and that it
/// is what Foundation reads from the same bytes.
@Suite struct PropertyListXMLParserTests {
    static let path = "T.stringsdict"

    static func parsed(_ text: String) throws -> (root: PropertyListNode, warnings: [Diagnostic]) {
        try PropertyListXMLParser.parse(Array(text.utf8), path: path)
    }

    static func parse(_ text: String) throws -> PropertyListNode {
        try parsed(text).root
    }

    /// `body` as the one value of a `<plist>` on the first line: it starts at column 8.
    static func wrapped(_ body: String) -> String {
        "<plist>" + body + "</plist>"
    }

    /// Requires the bytes of `text` to read as Foundation reads them.
    static func expectFoundationReadsTheSame(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let bytes = Array(text.utf8)
        let node = try PropertyListXMLParser.parse(bytes, path: path).root
        let foundation = try PropertyListFoundationComparison.foundationValue(of: bytes).get()
        #expect(PropertyListFoundationComparison.difference(node, foundation) == nil, sourceLocation: sourceLocation)
    }

    static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>%d file(s)</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>one</key>
          <string>%d file</string>
        </dict>
      </dict>
    </dict>
    </plist>

    """

    @Test func stringsdictKeepsThePositionOfEveryKeyAndValue() throws {
        let root = try Self.parse(Self.stringsdict)
        #expect(root.location == SourceLocation(line: 4, column: 1))
        #expect(root.contentLocation == SourceLocation(line: 4, column: 7))
        guard case .dictionary(let members) = root.value else { Issue.record("not a dictionary: \(root.value)"); return }
        #expect(members.map(\.key) == ["%d file(s)"])
        #expect(members[0].keyLocation == SourceLocation(line: 5, column: 8))
        let entry = members[0].value
        #expect(entry.location == SourceLocation(line: 6, column: 3))
        #expect(entry.contentLocation == SourceLocation(line: 6, column: 9))
        guard case .dictionary(let entryMembers) = entry.value else { Issue.record("not a dictionary: \(entry.value)"); return }
        #expect(entryMembers.map(\.key) == ["NSStringLocalizedFormatKey", "files"])
        #expect(entryMembers.map(\.keyLocation) == [SourceLocation(line: 7, column: 10), SourceLocation(line: 9, column: 10)])
        guard case .string(let format) = entryMembers[0].value.value else { Issue.record("not a string"); return }
        #expect(format == "%#@files@")
        #expect(entryMembers[0].value.location == SourceLocation(line: 8, column: 5))
        #expect(entryMembers[0].value.contentLocation == SourceLocation(line: 8, column: 13))
        let variable = entryMembers[1].value
        #expect(variable.location == SourceLocation(line: 10, column: 5))
        guard case .dictionary(let forms) = variable.value else { Issue.record("not a dictionary: \(variable.value)"); return }
        #expect(forms.map(\.key) == ["NSStringFormatSpecTypeKey", "one"])
        #expect(forms.map(\.keyLocation) == [SourceLocation(line: 11, column: 12), SourceLocation(line: 13, column: 12)])
        #expect(forms.map(\.value.contentLocation) == [SourceLocation(line: 12, column: 15), SourceLocation(line: 14, column: 15)])
        guard case .string(let one) = forms[1].value.value else { Issue.record("not a string"); return }
        #expect(one == "%d file")
        try Self.expectFoundationReadsTheSame(Self.stringsdict)
    }

    @Test func everyKindOfValueIsRead() throws {
        let text = Self.wrapped("""
        <array><string>text</string><integer>-42</integer><real>2.5e-1</real><true/><false/>\
        <date>2024-02-29T23:59:58Z</date><data>aGVsbG8=</data><array/><dict><key>k</key><string>v</string></dict></array>
        """)
        guard case .array(let elements) = try Self.parse(text).value else { Issue.record("not an array"); return }
        #expect(elements.count == 9)
        guard elements.count == 9 else { return }
        guard case .string("text") = elements[0].value else { Issue.record("\(elements[0].value)"); return }
        guard case .integer("-42") = elements[1].value else { Issue.record("\(elements[1].value)"); return }
        guard case .real("2.5e-1") = elements[2].value else { Issue.record("\(elements[2].value)"); return }
        guard case .bool(true) = elements[3].value, case .bool(false) = elements[4].value else { Issue.record("not booleans"); return }
        guard case .date("2024-02-29T23:59:58Z") = elements[5].value else { Issue.record("\(elements[5].value)"); return }
        guard case .data(let bytes) = elements[6].value else { Issue.record("\(elements[6].value)"); return }
        #expect(bytes == Array("hello".utf8))
        guard case .array(let empty) = elements[7].value else { Issue.record("\(elements[7].value)"); return }
        #expect(empty.isEmpty)
        guard case .dictionary(let members) = elements[8].value else { Issue.record("\(elements[8].value)"); return }
        #expect(members.map(\.key) == ["k"])
        #expect(elements.map(\.location.column) == [15, 36, 58, 77, 84, 92, 125, 146, 154])
        #expect(elements.map(\.contentLocation.column) == [23, 45, 64, 77, 84, 98, 131, 146, 160])
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test func emptyFormsAreEmptyValuesWhoseTextStartsAtTheirTag() throws {
        let text = Self.wrapped("""
        <array><dict/><array/><string/><string></string><dict></dict><array></array><true></true><data></data><data/></array>
        """)
        guard case .array(let elements) = try Self.parse(text).value else { Issue.record("not an array"); return }
        #expect(elements.count == 9)
        guard elements.count == 9 else { return }
        guard case .dictionary(let first) = elements[0].value, first.isEmpty,
              case .array(let second) = elements[1].value, second.isEmpty,
              case .string("") = elements[2].value, case .string("") = elements[3].value,
              case .dictionary(let fifth) = elements[4].value, fifth.isEmpty,
              case .array(let sixth) = elements[5].value, sixth.isEmpty,
              case .bool(true) = elements[6].value,
              case .data(let eighth) = elements[7].value, eighth.isEmpty,
              case .data(let ninth) = elements[8].value, ninth.isEmpty
        else { Issue.record("\(elements.map(\.value))"); return }
        #expect(elements.map(\.location.column) == [15, 22, 30, 39, 56, 69, 84, 97, 110])
        // `<dict/>` has no text; its '<' stands for where it would start.
        #expect(elements.map(\.contentLocation.column) == [15, 22, 30, 47, 62, 76, 90, 103, 110])
        // Foundation rejects `<data/>` ("Encountered empty <data>"), so compare without it.
        try Self.expectFoundationReadsTheSame(text.replacingOccurrences(of: "<data/>", with: ""))
        let emptyKey = try Self.parse(Self.wrapped("<dict><key/><string>v</string><key></key><true/></dict>"))
        guard case .dictionary(let members) = emptyKey.value else { Issue.record("not a dictionary"); return }
        #expect(members.map(\.key) == ["", ""])
        #expect(members.map(\.keyLocation.column) == [14, 43])
    }

    @Test func textKeepsItsWhitespaceAndLineBreaksAsWritten() throws {
        let text = Self.wrapped("<array><string>  two\n\tlines \r\nand CR LF\rand CR  </string>\n<string>x</string></array>")
        guard case .array(let elements) = try Self.parse(text).value else { Issue.record("not an array"); return }
        guard case .string(let kept) = elements[0].value else { Issue.record("not a string"); return }
        // Foundation keeps "\r\n" and "\r" as written, unlike XML's normalization to "\n".
        #expect(kept == "  two\n\tlines \r\nand CR LF\rand CR  ")
        #expect(elements[1].location == SourceLocation(line: 5, column: 1))
        #expect(elements[1].contentLocation == SourceLocation(line: 5, column: 9))
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test func referencesAndCDATADecode() throws {
        let text = Self.wrapped("""
        <dict><key>a&amp;b</key><string>&lt;&gt;&quot;&apos;&amp; &#38;&#x26;&#xe9;&#128512; &#0;</string>\
        <key><![CDATA[<key>]]></key><string>x<![CDATA[ <&> ]]>y<![CDATA[]]>&#10;z</string></dict>
        """)
        guard case .dictionary(let members) = try Self.parse(text).value else { Issue.record("not a dictionary"); return }
        #expect(members.map(\.key) == ["a&b", "<key>"])
        #expect(members.map(\.keyLocation.column) == [19, 111])
        guard case .string(let first) = members[0].value.value, case .string(let second) = members[1].value.value else {
            Issue.record("not strings"); return
        }
        #expect(first == "<>\"'& &&é😀 \u{0}")
        #expect(second == "x <&> y\nz")
        #expect(members[1].value.contentLocation.column == 142)
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test func markupAroundTheValuesIsSkipped() throws {
        let text = """
        <!-- before the declaration --> <?xml version='1.0' encoding='utf-8' ?>
        <?xml-stylesheet href="plist.css"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN"
          "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!-- a comment
        over lines -->
        <plist version='1.0' xmlns:x = "urn:x" >
          <!-- c --><?pi data?>
          <dict a="1" b='2'>
            <!-- c --><key x='y'>k</key>  <!-- between key and value -->
            <string
              lang="en">v</string >
            <?pi?>
          </dict ><!-- c -->
        </plist   >
        <!-- after the root --> <?pi?>

        """
        let root = try Self.parse(text)
        #expect(root.location == SourceLocation(line: 9, column: 3))
        guard case .dictionary(let members) = root.value else { Issue.record("not a dictionary"); return }
        #expect(members.map(\.key) == ["k"])
        #expect(members[0].keyLocation == SourceLocation(line: 10, column: 26))
        guard case .string("v") = members[0].value.value else { Issue.record("\(members[0].value.value)"); return }
        #expect(members[0].value.location == SourceLocation(line: 11, column: 5))
        #expect(members[0].value.contentLocation == SourceLocation(line: 12, column: 17))
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test(arguments: [
        "<?xml version=\"1.0\"?>\n<plist><string>a</string></plist>",
        "<?xml version=\"1.0\" encoding=\"UTF8\"?><plist><string>a</string></plist>",
        "<?xml version=\"1.0\" standalone=\"yes\"?><plist><string>a</string></plist>",
        "\n\n  <plist><string>a</string></plist>\n\n",
    ])
    func declarationsWithoutAnEncodingOrWithUTF8AreRead(text: String) throws {
        guard case .string("a") = try Self.parse(text).value else { Issue.record("not the string"); return }
        try Self.expectFoundationReadsTheSame(text)
    }

    /// Foundation reads a value that no `<plist>` wraps, and so does the parser.
    @Test func aValueWithoutPlistIsTheRoot() throws {
        let text = "<?xml version=\"1.0\"?>\n<dict><key>a</key><string>b</string></dict>\n"
        let root = try Self.parse(text)
        #expect(root.location == SourceLocation(line: 2, column: 1))
        guard case .dictionary(let members) = root.value else { Issue.record("not a dictionary"); return }
        #expect(members.map(\.key) == ["a"])
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test func repeatedKeysAreKeptAndWarnedAboutAtTheRepetition() throws {
        let text = Self.wrapped("<dict>\n<key>a</key><string>1</string>\n<key>b</key><true/>\n<key>a</key><string>2</string>\n  <key>a</key><string>3</string>\n</dict>")
        let (root, warnings) = try Self.parsed(text)
        guard case .dictionary(let members) = root.value else { Issue.record("not a dictionary"); return }
        #expect(members.map(\.key) == ["a", "b", "a", "a"])
        #expect(members.map(\.keyLocation) == [
            SourceLocation(line: 2, column: 6), SourceLocation(line: 3, column: 6),
            SourceLocation(line: 4, column: 6), SourceLocation(line: 5, column: 8),
        ])
        #expect(warnings.map(\.description) == [
            "T.stringsdict:4:6: warning: duplicate key 'a'; it is first defined at T.stringsdict:2:6",
            "T.stringsdict:5:8: warning: duplicate key 'a'; it is first defined at T.stringsdict:2:6",
        ])
        // Foundation keeps the last, as the comparison does.
        try Self.expectFoundationReadsTheSame(text)
        // The same key in different dictionaries is no repetition.
        let nested = Self.wrapped("<dict><key>a</key><dict><key>a</key><true/></dict></dict>")
        #expect(try Self.parsed(nested).warnings.isEmpty)
    }

    @Test(arguments: [
        ("42", "42"), ("-42", "-42"), ("+7", "+7"), ("0x1F", "0x1F"), ("-0X10", "-0X10"), ("007", "007"), ("-0", "-0"),
        ("  12", "12"), ("\n\t 7", "7"), ("\r\n8", "8"),
        ("18446744073709551615", "18446744073709551615"), ("-9223372036854775808", "-9223372036854775808"),
        ("0xFFFFFFFFFFFFFFFF", "0xFFFFFFFFFFFFFFFF"), ("-0x8000000000000000", "-0x8000000000000000"),
    ])
    func integersKeepTheirTextWithoutLeadingWhitespace(written: String, kept: String) throws {
        let text = Self.wrapped("<integer>\(written)</integer>")
        guard case .integer(let value) = try Self.parse(text).value else { Issue.record("not an integer"); return }
        #expect(value == kept)
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test(arguments: [
        ("1.5", "1.5"), (" -1.5e2", "-1.5e2"), ("\n.5", ".5"), ("5.", "5."), ("+1E+3", "+1E+3"), ("3", "3"), ("-0.0", "-0.0"),
        ("1e-400", "1e-400"), ("1e400", "1e400"), ("nan", "nan"), ("NaN", "NaN"), ("inf", "inf"), ("-infinity", "-infinity"), ("+INF", "+INF"),
    ])
    func realsKeepTheirTextWithoutLeadingWhitespace(written: String, kept: String) throws {
        let text = Self.wrapped("<real>\(written)</real>")
        guard case .real(let value) = try Self.parse(text).value else { Issue.record("not a real"); return }
        #expect(value == kept)
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test(arguments: ["2001-12-31T23:59:59Z", "1970-01-01T00:00:00Z", "1582-10-10T00:00:00Z", "0999-06-15T12:30:00Z", "12345-01-01T00:00:00Z"])
    func datesKeepTheirText(written: String) throws {
        let text = Self.wrapped("<date>\(written)</date>")
        guard case .date(let value) = try Self.parse(text).value else { Issue.record("not a date"); return }
        #expect(value == written)
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test(arguments: [
        ("", []), ("AA==", [0]), ("AAA=", [0, 0]), ("AAAA", [0, 0, 0]), ("/+8=", [0xFF, 0xEF]),
        ("\n  aGVs\r\n  bG8g\n\td29y bGQ=\n", Array("hello world".utf8)), ("aG  Vs b G8 =", Array("hello".utf8)),
    ] as [(String, [UInt8])])
    func dataDecodesItsBase64(written: String, bytes: [UInt8]) throws {
        let text = Self.wrapped("<data>\(written)</data>")
        guard case .data(let value) = try Self.parse(text).value else { Issue.record("not data"); return }
        #expect(value == bytes)
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test func columnsCountUTF8Bytes() throws {
        let text = Self.wrapped("<dict><key>é</key><string>ü😀</string><key>x</key><true/></dict>")
        guard case .dictionary(let members) = try Self.parse(text).value else { Issue.record("not a dictionary"); return }
        // "é" is two bytes and "ü😀" six, so the second key's text starts at byte column 55
        // (character column 50).
        #expect(members.map(\.keyLocation.column) == [19, 55])
        #expect(members[0].value.contentLocation.column == 35)
    }

    @Test func lineBreaksOfEveryKindCountAsLines() throws {
        let text = "<plist>\r\n<array>\r<string>a\r\nb</string>\n<!-- \r\n -->\r<true/>\r\n</array></plist>"
        guard case .array(let elements) = try Self.parse(text).value else { Issue.record("not an array"); return }
        #expect(elements.map(\.location) == [SourceLocation(line: 3, column: 1), SourceLocation(line: 7, column: 1)])
    }

    /// A byte order mark the caller left is stepped over; columns count from after it.
    @Test func leadingByteOrderMarkIsSkipped() throws {
        let root = try PropertyListXMLParser.parse([0xEF, 0xBB, 0xBF] + Array("<string>a</string>".utf8), path: Self.path).root
        #expect(root.location == SourceLocation(line: 1, column: 1))
        #expect(root.contentLocation == SourceLocation(line: 1, column: 9))
    }

    @Test func longTextIsReadWhole() throws {
        let long = String(repeating: "a long line of text, with é and 😀\n", count: 2_000)
        let text = Self.wrapped("<array><string>\(long)</string><string>\(long)&amp;\(long)</string><true/></array>")
        guard case .array(let elements) = try Self.parse(text).value else { Issue.record("not an array"); return }
        guard case .string(let first) = elements[0].value, case .string(let second) = elements[1].value else { Issue.record("not strings"); return }
        #expect(first == long)
        #expect(second == long + "&" + long)
        #expect(elements[2].location == SourceLocation(line: 6_001, column: 10))
        try Self.expectFoundationReadsTheSame(text)
    }

    @Test func hugeInputParses() throws {
        let members = (0..<20_000).map { "<key>key\($0)</key><array><integer>\($0)</integer><string>value \($0)</string></array>" }
        let text = Self.wrapped("<dict>\n" + members.joined(separator: "\n") + "\n</dict>")
        guard case .dictionary(let parsed) = try Self.parse(text).value else { Issue.record("not a dictionary"); return }
        #expect(parsed.count == 20_000)
        #expect(parsed.last?.keyLocation == SourceLocation(line: 20_001, column: 6))
        try Self.expectFoundationReadsTheSame(text)
    }
}
