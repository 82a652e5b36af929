import Testing
@testable import InputText
@testable import JSON

@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONParser().parse(Array(text.utf8))
    }

    func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser().parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func scalars() throws {
        #expect(try parse("true").bool == true)
        #expect(try parse("false").bool == false)
        #expect(try parse(#""hi""#).string == "hi")
        #expect(try parse("-12.5e+3").kindDescription == "a number")
        guard case .number(let lexeme) = try parse(" -12.5e+3 ").kind else { Issue.record("not a number"); return }
        #expect(lexeme == "-12.5e+3")
        guard case .null = try parse("null").kind else { Issue.record("not null"); return }
    }

    @Test func integersKeepTheirLexemeAndConvertOnlyWhenWhole() throws {
        #expect(try parse("42").integer == 42)
        #expect(try parse("-7").integer == -7)
        #expect(try parse("1.0").integer == nil)
        #expect(try parse("1e2").integer == nil)
        #expect(try parse("123456789012345678901234567890").integer == nil)
    }

    @Test func objectsKeepMembersInOrderWithPositions() throws {
        let text = """
        {
          "b" : 1,
          "a" : [true, null],
          "b" : "again"
        }
        """
        let object = try #require(try parse(text).object)
        #expect(object.members.map(\.key) == ["b", "a", "b"])
        #expect(object.members.map(\.keyLocation) == [
            SourceLocation(line: 2, column: 3), SourceLocation(line: 3, column: 3), SourceLocation(line: 4, column: 3),
        ])
        #expect(object.members[1].value.location == SourceLocation(line: 3, column: 9))
        let array = try #require(object.members[1].value.array)
        #expect(array.map(\.location) == [SourceLocation(line: 3, column: 10), SourceLocation(line: 3, column: 16)])
        #expect(object["b"]?.value.integer == 1)
    }

    /// Runs of spaces of every length up to two words, alone or before a tab or a line break, and
    /// at the end of the text, where no word of eight bytes is left to read: positions count
    /// every byte.
    @Test func whitespaceRunsOfEveryLengthKeepPositions() throws {
        for count in 0...17 {
            let spaces = String(repeating: " ", count: count)
            let object = try #require(try parse("{" + spaces + "\"k\"" + spaces + ":" + spaces + "1" + spaces + "}" + spaces).object)
            #expect(object.members[0].keyLocation == SourceLocation(line: 1, column: count + 2))
            #expect(object.members[0].value.location == SourceLocation(line: 1, column: 3 * count + 6))
            let broken = try #require(try parse("[" + spaces + "\t" + spaces + "\r\n" + spaces + "\n" + spaces + "true]").array)
            #expect(broken[0].location == SourceLocation(line: 3, column: count + 1))
        }
        #expect(syntaxError("{" + String(repeating: " ", count: 9))?.description.contains("1:11") == true)
    }

    /// The word-wide test that lets plain text through eight bytes at a time stops at every
    /// byte that needs a look, whatever its place in the word and whatever follows it.
    @Test func plainTextTestStopsAtEveryByteThatNeedsALook() {
        let plain = UInt64(0x6161_6161_6161_6161) // "aaaaaaaa"
        #expect(JSONScanner.plainPrefixCount(plain) == 8)
        for byte in UInt8.min ... UInt8.max {
            let needsLook = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
            for place in 0 ..< 8 {
                let word = plain & ~(0xFF << (8 * place)) | UInt64(byte) << (8 * place)
                #expect(JSONScanner.plainPrefixCount(word) == (needsLook ? place : 8), "byte \(byte) at \(place)")
                // Bytes after it that need a look too (a quote, a NUL, a non-ASCII byte) change nothing.
                let crowded = word | (place < 7 ? UInt64(0x80) << (8 * (place + 1)) : 0)
                #expect(JSONScanner.plainPrefixCount(crowded) == (needsLook ? place : Swift.min(place + 1, 8)), "byte \(byte) at \(place), crowded")
            }
        }
    }

    @Test func escapesDecode() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#).string == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(try parse(#""\u00e9\u4E2D""#).string == "é中")
        #expect(try parse(#""\ud83d\ude00 ok""#).string == "😀 ok")
        #expect(try parse(#""\u0000""#).string == "\u{0}")
    }

    @Test func nonASCIITextIsKept() throws {
        #expect(try parse("\"LENÇÓIS ✓ 😀\"").string == "LENÇÓIS ✓ 😀")
    }

    @Test func columnsCountUTF8Bytes() throws {
        let object = try #require(try parse(#"{"é": 1, "x": 2}"#).object)
        // "é" is two bytes, so the second key starts at byte column 11, character column 10.
        #expect(object.members[1].keyLocation == SourceLocation(line: 1, column: 11))
    }

    @Test func carriageReturnLineEndingsCountAsLines() throws {
        let object = try #require(try parse("{\r\n\"a\": 1,\r\"b\": 2}").object)
        #expect(object.members.map(\.keyLocation) == [SourceLocation(line: 2, column: 1), SourceLocation(line: 3, column: 1)])
    }

    @Test func leadingByteOrderMarkIsSkipped() throws {
        let value = try JSONParser().parse([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8))
        #expect(value.object?["a"]?.keyLocation == SourceLocation(line: 1, column: 2))
    }

    @Test(arguments: [
        ("", "1:1: unexpected end of input; expected a value"),
        ("[1,]", "1:4: unexpected character ']'; expected a value"),
        ("[1 2]", "1:4: unexpected character '2'; expected ',' or ']'"),
        ("{\"a\" 1}", "1:6: unexpected character '1'; expected ':' after the key"),
        ("{\"a\":1,}", "1:8: unexpected character '}'; expected a string key"),
        ("{'a':1}", "1:2: unexpected character '''; expected a string key"),
        ("{\"a\":1", "1:7: unexpected end of input; expected ',' or '}'"),
        ("[1]x", "1:4: unexpected character 'x' after the top-level value"),
        ("\n  tru", "2:3: invalid literal; expected 'true'"),
        ("01", "1:1: invalid number: leading zeros are not allowed"),
        ("-", "1:2: invalid number: expected a digit"),
        ("1.", "1:3: invalid number: expected a digit after '.'"),
        ("1e+", "1:4: invalid number: expected a digit in the exponent"),
        ("+1", "1:1: unexpected character '+'; expected a value"),
        ("\"abc", "1:1: unterminated string"),
        ("[\"ab\\", "1:2: unterminated string"),
        ("\"a\\n", "1:1: unterminated string"),
        ("\"a\\qb\"", "1:3: invalid escape sequence '\\q'"),
        ("\"a\\u12G4\"", "1:3: invalid \\u escape: expected four hexadecimal digits"),
        ("\"\\ud800\"", "1:2: unpaired UTF-16 surrogate \\uD800 in a string"),
        ("\"\\udc00\\ud800\"", "1:2: unpaired UTF-16 surrogate \\uDC00 in a string"),
        ("\"\\ud800\\u0041\"", "1:2: unpaired UTF-16 surrogate \\uD800 in a string"),
        ("[\"a\tb\"]", "1:4: unescaped control character U+0009 in a string"),
        ("[\u{0B}1]", "1:2: unexpected byte 0x0B; expected a value"),
    ])
    func syntaxErrorsNameTheirPosition(text: String, expected: String) {
        #expect(syntaxError(text)?.description == expected)
    }

    @Test func invalidUTF8IsRejectedWhereItIs() {
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser().parse(Array("[\"ab".utf8) + [0xC3, 0x28] + Array("\"]".utf8))
        }
        #expect(error?.description == "1:5: invalid UTF-8 byte 0xC3 in a string")
    }

    @Test func invalidUTF8AfterAnEscapeIsRejected() {
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser().parse(Array("\"\\n".utf8) + [0xFF] + Array("\"".utf8))
        }
        #expect(error?.description == "1:4: invalid UTF-8 byte 0xFF in a string")
    }

    @Test(arguments: [
        [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00] as [UInt8],
        [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D],
        [0x7B, 0x00, 0x7D, 0x00],
        [0x00, 0x7B, 0x00, 0x7D],
    ])
    func utf16IsRejectedWithAReason(bytes: [UInt8]) {
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser().parse(bytes)
        }
        #expect(error?.description == "1:1: the text is UTF-16; JSON must be UTF-8")
    }

    @Test func nestingIsBounded() throws {
        let deepButAllowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try parse(deepButAllowed).array?.count == 1)
        let tooDeep = String(repeating: "[", count: 100_000)
        #expect(syntaxError(tooDeep)?.description == "1:513: arrays and objects nest deeper than 512 levels")
        let mixed = String(repeating: "{\"a\":", count: 600)
        #expect(syntaxError(mixed)?.message == "arrays and objects nest deeper than 512 levels")
    }

    @Test func hugeInputParses() throws {
        let members = (0..<50_000).map { "\"key\($0)\": [\($0), \"value \($0)\"]" }.joined(separator: ",\n")
        let object = try #require(try parse("{\n\(members)\n}").object)
        #expect(object.members.count == 50_000)
        #expect(object.members.last?.keyLocation == SourceLocation(line: 50_001, column: 1))
    }

    @Test func nonContiguousCollectionsParse() throws {
        let bytes = Array("{\"a\": [1, 2]}".utf8)
        #expect(try JSONParser().parse(bytes.lazy.map { $0 }).object?["a"]?.value.array?.count == 2)
    }
}
