import Foundation
import Testing
@testable import InputText
@testable import LegacyReader

/// Every syntax error is reported at its exact line and column, and is one that Foundation's
/// reader makes too, but for the documented differences (`readsIt`: Foundation reads the bytes).
@Suite struct PropertyListXMLParserErrorTests {
    /// What Foundation's reader does with a document this parser rejects.
    enum FoundationReading: Sendable {
        /// It rejects the document too.
        case rejects
        /// It reads it: the parser is stricter there, on purpose.
        case readsIt
    }

    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var document: String
        var expected: String
        var foundation: FoundationReading
        var testDescription: String { expected }
    }

    /// The first diagnostic of the error as `line:column: message`, or `nil` when it parses.
    static func syntaxError(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PropertyListXMLParser.parse(bytes, path: "T.stringsdict")
            return nil
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.severity == .error)
            return error.diagnostics.first.map { "\($0.location.map(\.description) ?? "-"): \($0.message)" }
        }
    }

    static let cases: [ErrorCase] = ([
        ("", "1:1: no property list in the file; expected '<plist>'", .rejects),
        ("  \n ", "2:2: no property list in the file; expected '<plist>'", .readsIt),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>a</string></plist>", "1:31: unsupported encoding 'ISO-8859-1'; property lists are read as UTF-8 only, so save the file as UTF-8 and declare encoding=\"UTF-8\"", .readsIt),
        ("<?xml version='1.0'\n  encoding='UTF-16'?><plist><string>a</string></plist>", "2:13: unsupported encoding 'UTF-16'; property lists are read as UTF-8 only, so save the file as UTF-8 and declare encoding=\"UTF-8\"", .rejects),
        ("junk<plist><string>a</string></plist>", "1:1: unexpected character 'j' before the property list; text must be inside an element", .rejects),
        ("<plist><string>a</string></plist>\njunk", "2:1: unexpected character 'j' after the property list; text must be inside an element", .readsIt),
        ("<plist><string>a</string></plist><string>b</string>", "1:34: unexpected '<string>' after the property list", .readsIt),
        ("<string>a</string><string>b</string>", "1:19: unexpected '<string>' after the property list", .readsIt),
        ("<plist/>", "1:1: '<plist>' holds no value", .rejects),
        ("<plist>\n  </plist>", "2:3: '<plist>' holds no value", .rejects),
        ("<plist><string>a</string><string>b</string></plist>", "1:26: '<plist>' holds more than one value; found '<string>'", .rejects),
        ("<plist><string>a</string><dict/></plist>", "1:26: '<plist>' holds more than one value; found '<dict/>'", .rejects),
        ("<plist><string>a</string>", "1:1: unterminated '<plist>'; '</plist>' is missing", .rejects),
        ("<plist><array><plist><string>a</string></plist></array></plist>", "1:15: unexpected '<plist>' inside '<array>'; it can only wrap the root value", .readsIt),
        ("<plist><key>a</key></plist>", "1:8: '<key>' inside '<plist>'; a key must be inside '<dict>', before its value", .readsIt),
        ("<plist><array><key>a</key></array></plist>", "1:15: '<key>' inside '<array>'; a key must be inside '<dict>', before its value", .readsIt),
        ("</plist>", "1:1: unexpected closing tag '</plist>' before the property list", .rejects),
        ("<!DOCTYPE plist [ <!ENTITY a \"b\"> ]><plist><string>a</string></plist>", "1:17: '<!DOCTYPE' with an internal subset ('['); Foundation cannot read it", .rejects),
        ("<plist><!DOCTYPE plist><string>a</string></plist>", "1:8: unexpected '<!DOCTYPE' inside '<plist>'; it must come before the root element", .rejects),
        ("<!DOCTYPE plist", "1:1: unterminated '<!DOCTYPE'; '>' is missing", .rejects),
        ("<plist><!-- never\nclosed", "1:8: unterminated comment; '-->' is missing", .rejects),
        ("<?xml version=\"1.0\"", "1:1: unterminated processing instruction; '?>' is missing", .rejects),
        ("<plist><![CDATA[x]]></plist>", "1:8: unexpected CDATA section inside '<plist>'; it must be inside '<string>' or '<key>'", .rejects),
        ("<!FOO bar><plist><string>a</string></plist>", "1:1: unknown markup '<!FOO' before the property list", .rejects),
        ("<plist><foo/></plist>", "1:8: unknown element '<foo>'", .rejects),
        ("<plist><array><STRING>a</STRING></array></plist>", "1:15: unknown element '<STRING>'", .rejects),
        ("<plist><dict><key>a</key><string>x</dict></plist>", "1:35: mismatched closing tag '</dict>'; expected '</string>' for the '<string>' at 1:26", .rejects),
        ("<plist><array><string>x</string></dict></plist>", "1:33: mismatched closing tag '</dict>'; expected '</array>' for the '<array>' at 1:8", .rejects),
        ("<plist><string>x</strin></plist>", "1:17: mismatched closing tag '</strin>'; expected '</string>' for the '<string>' at 1:8", .rejects),
        ("<plist><dict><key>a</key></dict></plist>", "1:26: the key 'a' has no value; found '</dict>'", .rejects),
        ("<plist><dict><key>a</key>\n  <key>b</key><string>x</string></dict></plist>", "2:3: the key 'a' has no value; found '<key>'", .rejects),
        ("<plist><dict><string>x</string></dict></plist>", "1:14: expected '<key>' inside '<dict>', found '<string>'", .rejects),
        ("<plist><dict><key>a</key><string>x</string><true/></dict></plist>", "1:44: expected '<key>' inside '<dict>', found '<true/>'", .rejects),
        ("<plist><dict> x<key>a</key><string>x</string></dict></plist>", "1:15: unexpected character 'x' inside '<dict>'; text must be inside an element", .rejects),
        ("<plist><array>é</array></plist>", "1:15: unexpected character 'é' inside '<array>'; text must be inside an element", .rejects),
        ("<plist><string>a</string>x</plist>", "1:26: unexpected character 'x' inside '<plist>'; text must be inside an element", .rejects),
        ("<plist><dict><key>a</key><string>b</string>", "1:8: unterminated '<dict>'; '</dict>' is missing", .rejects),
        ("<plist>\n<array>\n", "2:1: unterminated '<array>'; '</array>' is missing", .rejects),
        ("<plist><string>abc", "1:8: unterminated '<string>'; '</string>' is missing", .rejects),
        ("<plist><integer>12", "1:8: unterminated '<integer>'; '</integer>' is missing", .rejects),
        ("<plist><string><![CDATA[abc</string></plist>", "1:16: unterminated CDATA section; ']]>' is missing", .rejects),
        ("<plist><string", "1:8: unterminated tag '<string'; '>' is missing", .rejects),
        ("<plist><string>a</string", "1:17: unterminated tag '</string'; '>' is missing", .rejects),
        ("<plist><string a=\"b>v</string></plist>", "1:20: '>' in the value of attribute 'a'; write '&gt;' (Foundation ends the tag at the first '>')", .readsIt),
        ("<plist><string a=\"b<v\">v</string></plist>", "1:20: '<' in the value of attribute 'a'; write '&lt;'", .readsIt),
        ("<plist><string a=b>v</string></plist>", "1:18: the value of attribute 'a' of '<string>' must be quoted; found character 'b'", .readsIt),
        ("<plist><string a>v</string></plist>", "1:17: attribute 'a' of '<string>' has no value; expected '=', found character '>'", .readsIt),
        ("<plist><string a=\"1\"b=\"2\">v</string></plist>", "1:21: malformed tag '<string>'; unexpected character 'b'", .readsIt),
        ("<plist><string>v</string a=\"1\"></plist>", "1:26: malformed closing tag '</string'; expected '>', found character 'a'", .rejects),
        ("<plist>< string>v</string></plist>", "1:9: malformed tag; expected an element name after '<'", .rejects),
        ("<plist><string/ ></plist>", "1:15: malformed tag '<string>'; unexpected character '/'", .rejects),
        ("<plist><string a=\"v", "1:18: unterminated value of attribute 'a'; the closing '\"' is missing", .rejects),
        ("<plist><string>&foo;</string></plist>", "1:16: unknown entity '&foo;'; property lists know '&amp;', '&lt;', '&gt;', '&quot;' and '&apos;'", .rejects),
        ("<plist><string>&AMP;</string></plist>", "1:16: unknown entity '&AMP;'; property lists know '&amp;', '&lt;', '&gt;', '&quot;' and '&apos;'", .rejects),
        ("<plist><string>a & b</string></plist>", "1:18: '&' does not start an entity reference; write '&amp;' for an ampersand", .rejects),
        ("<plist><string>&amp x</string></plist>", "1:16: unterminated entity reference '&amp'; ';' is missing", .rejects),
        ("<plist><string>&#xZZ;</string></plist>", "1:16: invalid character reference '&#xZZ;'; expected '&#' and decimal digits or '&#x' and hexadecimal digits, then ';'", .rejects),
        ("<plist><string>&#X26;</string></plist>", "1:16: invalid character reference '&#X26;'; expected '&#' and decimal digits or '&#x' and hexadecimal digits, then ';'", .rejects),
        ("<plist><string>&#;</string></plist>", "1:16: invalid character reference '&#;'; expected '&#' and decimal digits or '&#x' and hexadecimal digits, then ';'", .readsIt),
        ("<plist><string>&#38 x</string></plist>", "1:16: invalid character reference '&#38'; expected '&#' and decimal digits or '&#x' and hexadecimal digits, then ';'", .rejects),
        ("<plist><string>&#xD800;</string></plist>", "1:16: character reference '&#xD800;' is not a Unicode scalar value", .rejects),
        ("<plist><string>&#x110000;</string></plist>", "1:16: character reference '&#x110000;' is not a Unicode scalar value", .rejects),
        ("<plist><string>&#99999999999999999999;</string></plist>", "1:16: character reference '&#99999999999999' is not a Unicode scalar value", .rejects),
        ("<plist><string>a<!-- c -->b</string></plist>", "1:17: comment inside the text of '<string>'; Foundation cannot read one there", .rejects),
        ("<plist><string>a<?pi?>b</string></plist>", "1:17: processing instruction inside the text of '<string>'; Foundation cannot read one there", .rejects),
        ("<plist><string>a<b/>c</string></plist>", "1:17: unexpected element '<b>' inside '<string>', which holds only text; write '&lt;' for a '<'", .rejects),
        ("<plist><string>a < b</string></plist>", "1:18: '<' in the text of '<string>'; write '&lt;'", .rejects),
        ("<plist><dict><key>a<!-- c --></key><string>b</string></dict></plist>", "1:20: comment inside the text of '<key>'; Foundation cannot read one there", .rejects),
        ("<plist><integer>4x2</integer></plist>", "1:18: invalid integer '4x2'; unexpected character 'x'", .rejects),
        ("<plist><integer>42 </integer></plist>", "1:19: invalid integer '42 '; Foundation reads no whitespace after the digits", .rejects),
        ("<plist><integer>- 42</integer></plist>", "1:18: invalid integer '- 42'; Foundation reads no whitespace after the sign", .readsIt),
        ("<plist><integer>-</integer></plist>", "1:18: invalid integer '-'; expected digits", .rejects),
        ("<plist><integer>0x</integer></plist>", "1:19: invalid integer '0x'; expected digits", .rejects),
        ("<plist><integer></integer></plist>", "1:17: empty '<integer>'", .rejects),
        ("<plist><integer/></plist>", "1:8: empty '<integer>'", .rejects),
        ("<plist><integer> \n </integer></plist>", "1:17: empty '<integer>'", .rejects),
        ("<plist><integer>18446744073709551616</integer></plist>", "1:17: integer '18446744073709551616' is out of range; '<integer>' holds -9223372036854775808 through 18446744073709551615", .rejects),
        ("<plist><integer>-9223372036854775809</integer></plist>", "1:17: integer '-9223372036854775809' is out of range; '<integer>' holds -9223372036854775808 through 18446744073709551615", .rejects),
        ("<plist><integer>\n  0x10000000000000000</integer></plist>", "2:3: integer '0x10000000000000000' is out of range; '<integer>' holds -9223372036854775808 through 18446744073709551615", .rejects),
        ("<plist><integer>1.5</integer></plist>", "1:18: invalid integer '1.5'; unexpected character '.'", .rejects),
        ("<plist><integer>00x10</integer></plist>", "1:19: invalid integer '00x10'; unexpected character 'x'", .rejects),
        ("<plist><integer>\n  12a</integer></plist>", "2:5: invalid integer '12a'; unexpected character 'a'", .rejects),
        ("<plist><integer\n>4x</integer></plist>", "2:3: invalid integer '4x'; unexpected character 'x'", .rejects),
        ("<plist><integer>&#52;2</integer></plist>", "1:17: entity or character reference inside '<integer>'; only '<string>' and '<key>' may hold one", .rejects),
        ("<plist><integer><![CDATA[42]]></integer></plist>", "1:17: CDATA section inside '<integer>'; only '<string>' and '<key>' may hold one", .rejects),
        ("<plist><real>1.5x</real></plist>", "1:17: invalid real number '1.5x'; unexpected character 'x'", .rejects),
        ("<plist><real>1.5\n</real></plist>", "1:17: invalid real number '1.5\n'; Foundation reads no whitespace after the number", .rejects),
        ("<plist><real>1e</real></plist>", "1:16: invalid real number '1e'; expected digits in the exponent", .rejects),
        ("<plist><real>-.</real></plist>", "1:16: invalid real number '-.'; expected digits", .rejects),
        ("<plist><real></real></plist>", "1:14: empty '<real>'", .rejects),
        ("<plist><real>abc</real></plist>", "1:14: invalid real number 'abc'; unexpected character 'a'", .rejects),
        ("<plist><real>0x10</real></plist>", "1:15: invalid real number '0x10'; unexpected character 'x'", .rejects),
        ("<plist><real>-nan</real></plist>", "1:15: invalid real number '-nan'; unexpected character 'n'", .rejects),
        ("<plist><real>1&#46;5</real></plist>", "1:15: entity or character reference inside '<real>'; only '<string>' and '<key>' may hold one", .readsIt),
        ("<plist><date>2020-01-02</date></plist>", "1:14: invalid date '2020-01-02'; expected the form 2001-12-31T23:59:59Z", .rejects),
        ("<plist><date>2020-01-02T03:04:05.5Z</date></plist>", "1:14: invalid date '2020-01-02T03:04:05.5Z'; expected the form 2001-12-31T23:59:59Z", .rejects),
        ("<plist><date> 2020-01-02T03:04:05Z</date></plist>", "1:14: invalid date ' 2020-01-02T03:04:05Z'; expected the form 2001-12-31T23:59:59Z", .rejects),
        ("<plist><date/></plist>", "1:8: empty '<date>'", .rejects),
        ("<plist><data>aGV$sbG8=</data></plist>", "1:17: invalid character '$' in the base64 text of '<data>'", .readsIt),
        ("<plist><data>aGVsbG8</data></plist>", "1:21: the base64 text of '<data>' ends inside a group of four characters; pad it with '='", .readsIt),
        ("<plist><data>aG==VsbG8=</data></plist>", "1:18: the base64 text of '<data>' goes on after its '=' padding", .readsIt),
        ("<plist><data>====</data></plist>", "1:14: misplaced '=' in the base64 text of '<data>'", .readsIt),
        ("<plist><data>aGVsbG8==</data></plist>", "1:22: misplaced '=' in the base64 text of '<data>'", .readsIt),
        ("<plist><data>\n  aGVs\n  bG!=\n</data></plist>", "3:5: invalid character '!' in the base64 text of '<data>'", .readsIt),
        ("<plist><true>x</true></plist>", "1:14: '<true>' must be empty; write '<true/>'", .rejects),
        ("<plist><false> </false></plist>", "1:15: '<false>' must be empty; write '<false/>'", .rejects),
        ("<plist><true></false></plist>", "1:14: mismatched closing tag '</false>'; expected '</true>' for the '<true>' at 1:8", .rejects),
        ("<plist>\r\n<dict>\r\n  <foo/>\r\n</dict>\r\n</plist>", "3:3: unknown element '<foo>'", .rejects),
        ("<plist>\r<array>\r<foo/></array></plist>", "3:1: unknown element '<foo>'", .rejects),
        ("<plist><array><string>a\nb\r\nc</string><foo/></array></plist>", "3:11: unknown element '<foo>'", .rejects),
        ("<plist><!--\n\n--><array><string><![CDATA[\n]]></string>\n x</array></plist>", "5:2: unexpected character 'x' inside '<array>'; text must be inside an element", .rejects),
        ("<plist><array a=\"\n\">x</array></plist>", "2:3: unexpected character 'x' inside '<array>'; text must be inside an element", .rejects),
        ("<?pi\n?><!DOCTYPE plist\n>\nx", "4:1: unexpected character 'x' before the property list; text must be inside an element", .rejects),
    ] as [(String, String, FoundationReading)]).map { ErrorCase(document: $0.0, expected: $0.1, foundation: $0.2) }

    @Test(arguments: cases)
    func syntaxErrorsNameTheirPosition(_ errorCase: ErrorCase) {
        let bytes = Array(errorCase.document.utf8)
        #expect(Self.syntaxError(bytes) == errorCase.expected)
        let foundation = PropertyListFoundationComparison.foundationValue(of: bytes)
        switch errorCase.foundation {
        case .rejects:
            #expect(throws: PropertyListFoundationComparison.FoundationError.self) { try foundation.get() }
        case .readsIt:
            #expect(throws: Never.self) { try foundation.get() }
        }
    }

    @Test func binaryPropertyListsSayHowToConvertThem() throws {
        let bytes: [UInt8] = Array("bplist00".utf8) + [0xD0, 0x08] + Array(repeating: 0, count: 6) + [0x01, 0x01] + Array(repeating: 0, count: 7)
            + [0x01] + Array(repeating: 0, count: 15) + [0x09]
        #expect(Self.syntaxError(bytes) == "1:1: the file is a binary property list; convert it to XML with 'plutil -convert xml1 T.stringsdict'")
        // Foundation reads it, as an empty dictionary: the bytes are a binary property list.
        let foundation = try PropertyListFoundationComparison.foundationValue(of: bytes).get()
        #expect((foundation as? [String: Any])?.isEmpty == true)
    }

    @Test(arguments: [
        [0xFF, 0xFE, 0x3C, 0x00, 0x70, 0x00] as [UInt8],
        [0xFE, 0xFF, 0x00, 0x3C, 0x00, 0x70],
        [0x3C, 0x00, 0x70, 0x00],
    ])
    func utf16IsRejectedWithAReason(bytes: [UInt8]) {
        #expect(Self.syntaxError(bytes) == "1:1: the file is UTF-16; property lists are read as UTF-8 only")
    }

    @Test func invalidUTF8IsRejectedWhereItIs() {
        let bytes = Array("<plist><array>\n<string>ab".utf8) + [0xC3, 0x28] + Array("</string></array></plist>".utf8)
        #expect(Self.syntaxError(bytes) == "2:11: invalid UTF-8 byte 0xC3 in '<string>'")
        // Past the first words of ASCII, and in the last bytes, where no word is left to read.
        let later = Array("<plist><string>plain ASCII text, then ".utf8) + [0xF0, 0x9F, 0x98] + Array("</string></plist>".utf8)
        #expect(Self.syntaxError(later) == "1:39: invalid UTF-8 byte 0xF0 in '<string>'")
        let last = Array("<dict><key>".utf8) + [0xFF] + Array("</key>".utf8)
        #expect(Self.syntaxError(last) == "1:12: invalid UTF-8 byte 0xFF in '<key>'")
        let afterReference = Array("<plist><dict><key>&amp;".utf8) + [0xE2, 0x82] + Array("</key><true/></dict></plist>".utf8)
        #expect(Self.syntaxError(afterReference) == "1:24: invalid UTF-8 byte 0xE2 in '<key>'")
        #expect(throws: PropertyListFoundationComparison.FoundationError.self) {
            try PropertyListFoundationComparison.foundationValue(of: bytes).get()
        }
    }

    @Test func nestingIsBounded() throws {
        let deepButAllowed = "<plist>" + String(repeating: "<array>", count: 512) + String(repeating: "</array>", count: 512) + "</plist>"
        #expect(Self.syntaxError(Array(deepButAllowed.utf8)) == nil)
        let tooDeep = "<plist>" + String(repeating: "<array>", count: 100_000)
        #expect(Self.syntaxError(Array(tooDeep.utf8)) == "1:\(8 + 512 * 7): dictionaries and arrays nest deeper than 512 levels")
        let mixed = String(repeating: "<dict><key>k</key>", count: 600)
        #expect(Self.syntaxError(Array(mixed.utf8))?.hasSuffix("dictionaries and arrays nest deeper than 512 levels") == true)
    }

    /// The error goes to the caller as a diagnostic of the file it names.
    @Test func errorsAreDiagnosticsOfTheFile() {
        let error = #expect(throws: DiagnosticError.self) {
            try PropertyListXMLParser.parse(Array("<plist>\n  <foo/>\n</plist>".utf8), path: "de.lproj/Localizable.stringsdict")
        }
        #expect(error?.description == "de.lproj/Localizable.stringsdict:2:3: error: unknown element '<foo>'")
    }
}
