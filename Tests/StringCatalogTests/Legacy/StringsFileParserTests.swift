import Foundation
import Testing
@testable import InputText
@testable import LegacyReader

/// The grammar of strings files, value by value and position by position, checked against
/// Foundation's reading of the same text wherever Foundation reads it.
@Suite struct StringsFileParserTests {
    func parse(_ text: String) throws(DiagnosticError) -> (file: StringsFile, warnings: [Diagnostic]) {
        try StringsFileParser.parse(Array(text.utf8), path: "T.strings")
    }

    func entries(_ text: String) throws(DiagnosticError) -> [StringsFileEntry] {
        try parse(text).file.entries
    }

    /// The value of the one entry of `text`.
    func value(_ text: String) throws -> String {
        let entries = try entries(text)
        #expect(entries.count == 1)
        return try #require(entries.first).value
    }

    /// The one diagnostic parsing `text` throws, as `path:line:column: error: message`; `nil` when it parses.
    func syntaxError(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            #expect(error.diagnostics.count == 1)
            return error.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    func entry(_ key: String, _ keyLine: Int, _ keyColumn: Int, _ value: String, _ valueLine: Int, _ valueColumn: Int, comment: String? = nil) -> StringsFileEntry {
        StringsFileEntry(
            key: key, keyLocation: SourceLocation(line: keyLine, column: keyColumn),
            value: value, valueLocation: SourceLocation(line: valueLine, column: valueColumn), comment: comment
        )
    }

    /// Expects Foundation to read `text` as the table the parser reads.
    func expectFoundationAgrees(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let ours = FoundationStrings.table(try parse(text).file)
        #expect(FoundationStrings.table(text) == ours, sourceLocation: sourceLocation)
    }

    // MARK: Strings

    @Test func quotedStringsUseEitherQuote() throws {
        let text = """
        "a" = "b";
        'c' = 'd"e';
        "f" = 'g\\'';
        """
        #expect(try entries(text) == [entry("a", 1, 1, "b", 1, 7), entry("c", 2, 1, "d\"e", 2, 7), entry("f", 3, 1, "g'", 3, 7)])
        try expectFoundationAgrees(text)
    }

    @Test func unquotedStringsAreKeysAndValues() throws {
        let text = """
        NSCameraUsageDescription = "Scan codes";
        a_b$c/d:e.f-g = h;
        1.5 = -2;
        a//b = /c;
        """
        #expect(try entries(text) == [
            entry("NSCameraUsageDescription", 1, 1, "Scan codes", 1, 28), entry("a_b$c/d:e.f-g", 2, 1, "h", 2, 17),
            entry("1.5", 3, 1, "-2", 3, 7), entry("a//b", 4, 1, "/c", 4, 8),
        ])
        try expectFoundationAgrees(text)
    }

    /// Every printable ASCII character inside and at the start of an unquoted string: what the
    /// parser reads (or rejects) is what Foundation reads (or rejects).
    @Test func unquotedCharactersAreFoundations() throws {
        var unquoted = ""
        for byte in UInt8(0x21)...0x7E {
            let character = Character(Unicode.Scalar(byte))
            for text in ["a\(character)b;", "\(character)a;"] {
                let ours = try? FoundationStrings.table(parse(text).file)
                #expect(ours == FoundationStrings.table(text), "\(text)")
            }
            if (try? entries("a\(character)b;").map(\.key)) == ["a\(character)b"] { unquoted.append(character) }
        }
        #expect(unquoted == "$-./0123456789:ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz")
    }

    @Test func keyWithoutValueIsItsOwnValue() throws {
        let text = "\"a\";\nb ;"
        #expect(try entries(text) == [entry("a", 1, 1, "a", 1, 1), entry("b", 2, 1, "b", 2, 1)])
        try expectFoundationAgrees(text)
    }

    @Test func rawLineBreaksInStringsAreKeptAndCounted() throws {
        let text = "\"multi\nline\" = \"a\nb\";\n\"next\" = \"c\r\nd\";\n\"e\r\" = \"f\";\n\"g\" = \"h\";"
        #expect(try entries(text) == [
            entry("multi\nline", 1, 1, "a\nb", 2, 9), entry("next", 4, 1, "c\r\nd", 4, 10),
            entry("e\r", 6, 1, "f", 7, 5), entry("g", 8, 1, "h", 8, 7),
        ])
        try expectFoundationAgrees(text)
    }

    /// Columns count the UTF-8 bytes of the line.
    @Test func columnsCountUTF8Bytes() throws {
        let text = "\"é\" = \"ü\"; \"😀\" = \"x\";"
        #expect(try entries(text) == [entry("é", 1, 1, "ü", 1, 8), entry("😀", 1, 14, "x", 1, 23)])
        try expectFoundationAgrees(text)
    }

    // MARK: Whitespace and comments

    @Test func commentsStandWhereverWhitespaceMay() throws {
        let text = """
        /* head */ "a" /* 1 */ = // 2
          "b" /* 3 */ ; // 4
        c /**/=/**/ d /**/;
        """
        #expect(try entries(text) == [entry("a", 1, 12, "b", 2, 3, comment: "head"), entry("c", 3, 1, "d", 3, 13, comment: "4")])
        try expectFoundationAgrees(text)
        // `/` is a character of unquoted strings, so a comment right after one is part of it.
        #expect(syntaxError("c/**/ = d;") == "T.strings:1:3: error: unexpected character '*'; expected '=' or ';' after the key")
        #expect(FoundationStrings.table("c/**/ = d;") == nil)
    }

    /// Tab, vertical tab, form feed, space, U+2028 and U+2029 separate tokens; `\n`, `\r\n` and
    /// `\r` end lines, the Unicode separators do not.
    @Test func whitespaceIsCoreFoundations() throws {
        let text = "\"a\"\u{0B}=\u{0C}\"b\";\u{2028}\"c\"\u{2029}=\t\"d\";\r\n\"e\" = \"f\";\r\"g\" = \"h\"; // x\u{2028}\"i\" = \"j\";"
        #expect(try entries(text) == [
            entry("a", 1, 1, "b", 1, 7), entry("c", 1, 14, "d", 1, 22),
            entry("e", 2, 1, "f", 2, 7), entry("g", 3, 1, "h", 3, 7), entry("i", 3, 19, "j", 3, 25, comment: "x"),
        ])
        try expectFoundationAgrees(text)
        // No-break space is not whitespace, to either.
        #expect(syntaxError("\"a\"\u{A0}= \"b\";") == "T.strings:1:4: error: unexpected character '\u{A0}' (U+00A0); expected '=' or ';' after the key")
        #expect(FoundationStrings.table("\"a\"\u{A0}= \"b\";") == nil)
    }

    /// A file without entries is an empty table, as Foundation reads it, except that Foundation
    /// rejects a file of 0 bytes.
    @Test(arguments: [" ", "\n", "\r\n\n", "/* comment */", "// comment", "/* a */ // b\n", "{ }", "{ /* none */ }\n"])
    func fileWithoutEntriesIsAnEmptyTable(text: String) throws {
        let (file, warnings) = try parse(text)
        #expect(file.entries.isEmpty)
        #expect(warnings.isEmpty)
        try expectFoundationAgrees(text)
    }

    @Test func emptyFileIsAnEmptyTable() throws {
        let (file, warnings) = try StringsFileParser.parse([], path: "T.strings")
        #expect(file.entries.isEmpty)
        #expect(warnings.isEmpty)
        #expect(FoundationStrings.table("") == nil)
    }

    // MARK: Escapes

    @Test func controlCharacterEscapes() throws {
        let text = #""a" = "\n\t\r\"\\\a\b\f\v";"#
        #expect(try value(text) == "\n\t\r\"\\\u{07}\u{08}\u{0C}\u{0B}")
        try expectFoundationAgrees(text)
    }

    /// `\U` takes up to four hexadecimal digits, of either case; without any it is U+0000.
    @Test func unicodeEscapes() throws {
        let text = #""a" = "\U00e9\U00C9\U41\U4\Ux\U12345";"#
        #expect(try value(text) == "éÉA\u{04}\u{00}xሴ5")
        try expectFoundationAgrees(text)
    }

    /// `\U` escapes are UTF-16 code units: a pair is one character, half a pair U+FFFD, as
    /// Foundation's string of the unpaired code unit gives it in Swift.
    @Test(arguments: [
        (#"\UD83D\UDE00"#, "😀"), (#"\UD83D"#, "\u{FFFD}"), (#"\UDE00"#, "\u{FFFD}"), (#"\UDE00\UD83D"#, "\u{FFFD}\u{FFFD}"),
        (#"\UD83D\UD83D\UDE00"#, "\u{FFFD}😀"), (#"\UD83Dx"#, "\u{FFFD}x"), (#"\UD83D\101"#, "\u{FFFD}A"), (#"\UD83D😀"#, "\u{FFFD}😀"),
        (#"a\UD83D\UDE00b"#, "a😀b"),
    ])
    func surrogateEscapes(escapes: String, expected: String) throws {
        let text = "\"\(escapes)\" = \"\(escapes)\";"
        let entry = try #require(try entries(text).first)
        #expect(entry.key == expected)
        #expect(entry.value == expected)
        try expectFoundationAgrees(text)
    }

    /// Up to three octal digits, modulo 256, in the NeXTSTEP character set.
    @Test func octalEscapes() throws {
        let text = #""a" = "\101\1012\7\08\400\351\376";"#
        #expect(try value(text) == "AA2\u{07}\u{00}8\u{00}Ø\u{00}")
        try expectFoundationAgrees(text)
    }

    @Test func everyOctalEscapeIsFoundations() throws {
        var differences: [String] = []
        for byte in 0...255 {
            let text = "\"a\" = \"\\\(String(byte, radix: 8))\";"
            if try FoundationStrings.table(parse(text).file) != FoundationStrings.table(text) { differences.append(text) }
        }
        #expect(differences == [])
    }

    /// A backslash before a line break is the line break, and the line is counted.
    @Test func backslashBeforeLineBreak() throws {
        let text = "\"a\" = \"x\\\ny\";\n\"b\" = \"x\\\r\ny\";\n\"c\" = \"x\\\ry\"; \"d\" = \"e\";"
        #expect(try entries(text) == [entry("a", 1, 1, "x\ny", 1, 7), entry("b", 3, 1, "x\r\ny", 3, 7), entry("c", 5, 1, "x\ry", 5, 7), entry("d", 6, 5, "e", 6, 11)])
        try expectFoundationAgrees(text)
    }

    /// Before any other character the backslash is dropped: `\'`, `\(`, lowercase `\u`, and
    /// characters beyond ASCII.
    @Test func unknownEscapesKeepTheCharacter() throws {
        let text = #""a" = "\'\(\u203A\z\é\😀\%";"#
        #expect(try value(text) == "'(u203Azé😀%")
        try expectFoundationAgrees(text)
    }

    // MARK: Errors

    /// The parser reads bytes as they are and checks them as it goes: a byte that is not
    /// UTF-8 is the error decoding the file gives, wherever it is (a key, a value, an escaped
    /// value, a comment it reads or skips) and whatever else is wrong before or after it.
    @Test(arguments: [
        Array("\"k\" = \"a".utf8) + [0xFF] + Array("\";".utf8),
        Array("\"k".utf8) + [0xC3] + Array("\" = \"v\";".utf8),
        Array("\"k\" = \"\\n".utf8) + [0xE2, 0x82] + Array("\";".utf8),
        Array("/* ".utf8) + [0xED, 0xA0, 0x80] + Array(" */\n\"k\" = \"v\";".utf8),
        Array("// ".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\n\"k\" = \"v\";".utf8),
        Array("\"k\" = \"v\";\r\n\"a\" = \"b\" \"c\";\n/* ".utf8) + [0x80] + Array(" */".utf8),
        Array("\"k\" = \"v\" ".utf8) + [0xC0, 0x80] + Array(";".utf8),
        Array("{ \"k\" = \"v\"; }\n".utf8) + [0xFE],
    ])
    func bytesThatAreNotUTF8AreTheErrorDecodingGives(bytes: [UInt8]) {
        var expected: String?
        do {
            _ = try LegacyText.decode(bytes, path: "T.strings")
        } catch {
            expected = error.diagnostics.map(\.description).joined(separator: "\n")
        }
        #expect(expected?.contains("invalid UTF-8 byte") == true)
        for readsComments in [true, false] {
            do {
                _ = try StringsFileParser.parse(bytes, path: "T.strings", readsComments: readsComments)
                Issue.record("parsed")
            } catch {
                #expect(error.diagnostics.map(\.description) == [expected].compactMap { $0 })
            }
        }
    }

    @Test func missingSemicolonIsAnError() {
        #expect(syntaxError("\"a\" = \"b\";\n\"c\" = \"d\"") == "T.strings:2:10: error: unexpected end of input; expected ';' after the value")
        #expect(syntaxError("\"a\" = \"b\"\n\"c\" = \"d\";") == "T.strings:2:1: error: unexpected character '\"'; expected ';' after the value")
        #expect(syntaxError("\"a\" = \"b\" x;") == "T.strings:1:11: error: unexpected character 'x'; expected ';' after the value")
        #expect(syntaxError("a = b c;") == "T.strings:1:7: error: unexpected character 'c'; expected ';' after the value")
        // Foundation rejects the missing ';' after the last entry too (and logs that it does).
        #expect(FoundationStrings.table("\"a\" = \"b\"") == nil)
    }

    @Test func missingEqualsSignIsAnError() {
        #expect(syntaxError("\"a\" \"b\";") == "T.strings:1:5: error: unexpected character '\"'; expected '=' or ';' after the key")
        #expect(syntaxError("a b = c;") == "T.strings:1:3: error: unexpected character 'b'; expected '=' or ';' after the key")
        #expect(syntaxError("a+b = c;") == "T.strings:1:2: error: unexpected character '+'; expected '=' or ';' after the key")
        #expect(FoundationStrings.table("\"a\" \"b\";") == nil)
        // A single string is not a table; Foundation reads it as a string property list.
        #expect(syntaxError("\"a\"\n") == "T.strings:2:1: error: unexpected end of input; expected '=' or ';' after the key")
        #expect(FoundationStrings.table("\"a\"\n") == nil)
    }

    @Test func missingValueIsAnError() {
        #expect(syntaxError("\"a\" =") == "T.strings:1:6: error: unexpected end of input; expected a string value after '='")
        #expect(syntaxError("\"a\" = ;") == "T.strings:1:7: error: unexpected character ';'; expected a string value after '='")
        #expect(syntaxError("= \"b\";") == "T.strings:1:1: error: unexpected character '='; expected a key")
        #expect(FoundationStrings.table("\"a\" = ;") == nil)
        #expect(FoundationStrings.table("= \"b\";") == nil)
    }

    /// Arrays, dictionaries and data, which Foundation reads as values of a property list, are
    /// not values of a strings table.
    @Test(arguments: ["(x)", "{b = c;}", "<61>"])
    func valuesThatAreNotStringsAreAnError(value: String) throws {
        let text = "\"k\" = \(value);"
        let bracket = try #require(value.first)
        #expect(syntaxError(text) == "T.strings:1:7: error: unexpected character '\(bracket)'; expected a string value after '='")
        #expect((try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)) is [String: Any])
        #expect(FoundationStrings.table(text) == nil)
    }

    @Test func unterminatedStringIsAnErrorAtItsQuote() {
        #expect(syntaxError("\"a\" = \"b;") == "T.strings:1:7: error: unterminated string; a closing '\"' is missing")
        #expect(syntaxError("\"a\" = \"b\\\"") == "T.strings:1:7: error: unterminated string; a closing '\"' is missing")
        #expect(syntaxError("\"a\" = \"b\\") == "T.strings:1:7: error: unterminated string; a closing '\"' is missing")
        #expect(syntaxError("\"a\" = \"b\";\n  'c = d;") == "T.strings:2:3: error: unterminated string; a closing \"'\" is missing")
        #expect(FoundationStrings.table("\"a\" = \"b;") == nil)
        // Foundation drops an unterminated key after an entry, and what follows it.
        #expect(FoundationStrings.table("\"a\" = \"b\";\n  'c = d;") == ["a": "b"])
    }

    /// Foundation lets an unterminated comment run to the end of the file, with any entries in it.
    @Test func unterminatedCommentIsAnErrorAtItsStart() {
        #expect(syntaxError("\"a\" = \"b\";\n /* \"c\" = \"d\";") == "T.strings:2:2: error: unterminated comment; a closing '*/' is missing")
        #expect(syntaxError("\"a\" /* x") == "T.strings:1:5: error: unterminated comment; a closing '*/' is missing")
        #expect(syntaxError("/*/") == "T.strings:1:1: error: unterminated comment; a closing '*/' is missing")
        #expect(FoundationStrings.table("\"a\" = \"b\";\n /* \"c\" = \"d\";") == ["a": "b"])
    }

    /// Foundation stops at what cannot start a key after an entry and drops the rest of the file.
    @Test func whatCannotStartAKeyIsAnError() {
        #expect(syntaxError("\"a\" = \"b\"; +") == "T.strings:1:12: error: unexpected character '+'; expected a key")
        #expect(syntaxError("\"a\" = \"b\";;\n\"c\" = \"d\";") == "T.strings:1:11: error: unexpected character ';'; expected a key")
        #expect(syntaxError("\"a\" = \"b\"; }") == "T.strings:1:12: error: unexpected character '}'; expected a key")
        #expect(syntaxError("\"a\" = \"b\";\n é = \"c\";") == "T.strings:2:2: error: unexpected character 'é' (U+00E9); expected a key")
        #expect(syntaxError("\"a\" = \"b\";\u{0}") == "T.strings:1:11: error: unexpected character U+0000; expected a key")
        #expect(syntaxError(";\"a\" = \"b\";") == "T.strings:1:1: error: unexpected character ';'; expected a key")
        #expect(FoundationStrings.table("\"a\" = \"b\";;\n\"c\" = \"d\";") == ["a": "b"])
        #expect(FoundationStrings.table("\"a\" = \"b\";\n é = \"c\";") == ["a": "b"])
        #expect(FoundationStrings.table(";\"a\" = \"b\";") == nil)
    }

    // MARK: Braces

    /// The entries may stand in braces, as an old-style property list dictionary.
    @Test func entriesInBraces() throws {
        let text = "{\n  \"a\" = \"b\";\n  c = d;\n}\n"
        #expect(try entries(text) == [entry("a", 2, 3, "b", 2, 9), entry("c", 3, 3, "d", 3, 7)])
        try expectFoundationAgrees(text)
        #expect(syntaxError("{ \"a\" = \"b\"; } x") == "T.strings:1:16: error: unexpected character 'x' after the closing '}'")
        #expect(syntaxError("{ \"a\" = \"b\";") == "T.strings:1:13: error: unexpected end of input; expected a key or '}'")
        #expect(syntaxError("{ \"a\" = \"b\"; {") == "T.strings:1:14: error: unexpected character '{'; expected a key or '}'")
        #expect(FoundationStrings.table("{ \"a\" = \"b\"; } x") == nil)
        #expect(FoundationStrings.table("{ \"a\" = \"b\";") == nil)
    }

    // MARK: Translator comments

    @Test func translatorComments() throws {
        let text = """
        /* Block comment, trimmed. */
        "a" = "1";

        // line comment
        "b" = "2";

        // first line
        //   second line, indented
        //
        "c" = "3";

        // not joined: a blank line follows

        // joined run
        "d" = "4";
        /* No comment provided by engineer. */
        "e" = "5";
        /* before an entry */ "f" = "6"; "g" = "7";
        "h" /* between key and value */ = "8";
        "i" = "9"; /* after the entry, on its line */
        "j" = "10";
        /**/
        "k" = "11";
        /* one */ /* two */
        "l" = "12";
        // a line
        /* a block */
        "m" = "13";
        /* a block */
        // a line
        "n" = "14";
        /*
           Several
           lines
         */
        "o" = "15";
        """
        let comments = try entries(text).map { "\($0.key): \($0.comment ?? "nil")" }
        #expect(comments == [
            "a: Block comment, trimmed.", "b: line comment", "c: first line\nsecond line, indented", "d: joined run",
            "e: No comment provided by engineer.", "f: before an entry", "g: nil", "h: nil", "i: nil", "j: after the entry, on its line",
            "k: nil", "l: two", "m: a block", "n: a line", "o: Several\n   lines",
        ])
        try expectFoundationAgrees(text)
    }

    @Test func lineCommentsJoinAcrossEveryLineBreak() throws {
        let text = "// one\r\n// two\r// three\u{2028}// four\n\"k\" = \"v\";"
        #expect(try entries(text).first?.comment == "one\ntwo\nthree\nfour")
        #expect(try entries("// one\r\n\r\n// two\n\"k\" = \"v\";").first?.comment == "two")
    }

    // MARK: Keys defined more than once

    @Test func lastDefinitionWinsWithOneWarning() throws {
        let text = """
        "a" = "1";
        "b" = "2";
        /* again */
        "a" = "3";
        "c" = "4";
        "b" = "5";
        /* last */
        "a" = "6";
        """
        let (file, warnings) = try parse(text)
        #expect(file.entries == [entry("c", 5, 1, "4", 5, 7), entry("b", 6, 1, "5", 6, 7), entry("a", 8, 1, "6", 8, 7, comment: "last")])
        #expect(warnings.map(\.description) == ["T.strings:4:1: warning: 2 keys are defined more than once, the last definition wins: 'a' (3 times), 'b' (2 times)"])
        try expectFoundationAgrees(text)
    }

    @Test func warningNamesTheFirstFewKeys() throws {
        let many = try parse("a; a; b; b; c; c; d; d; d;")
        #expect(many.warnings.map(\.description) == ["T.strings:1:4: warning: 4 keys are defined more than once, the last definition wins: 'a' (2 times), 'b' (2 times), 'c' (2 times), …"])
        let long = String(repeating: "x", count: 50)
        let one = try parse("\"\(long)\";\n\"\(long)\";")
        #expect(one.warnings.map(\.description) == ["T.strings:2:1: warning: 1 key is defined more than once, the last definition wins: '\(String(repeating: "x", count: 39))…' (2 times)"])
        #expect(try parse("a; b;").warnings.isEmpty)
    }

    /// Keys are the same key when Swift's strings are equal, as Foundation on Linux has them.
    @Test func canonicallyEquivalentKeysAreOneKey() throws {
        let text = "\"\u{E9}\" = \"1\"; \"e\u{301}\" = \"2\";"
        let (file, warnings) = try parse(text)
        #expect(file.entries.map(\.value) == ["2"])
        #expect(warnings.count == 1)
        let foundation = try #require(try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil) as? NSDictionary)
        #expect(foundation.count == 1)
        try expectFoundationAgrees(text)
    }

    /// A translation's comments have no use; without them the entries are the same.
    @Test func commentsCanBeLeftUnread() throws {
        let text = "/* The title */\n\"title\" = \"Cart\";\n// Greets\n\"hello\" = \"Hi\";\n"
        let read = try StringsFileParser.parse(Array(text.utf8), path: "T.strings").file.entries
        let unread = try StringsFileParser.parse(Array(text.utf8), path: "T.strings", readsComments: false).file.entries
        #expect(read.map(\.comment) == ["The title", "Greets"])
        #expect(unread.map(\.comment) == [nil, nil])
        #expect(unread.map(\.key) == read.map(\.key) && unread.map(\.value) == read.map(\.value))
        #expect(unread.map(\.valueLocation) == read.map(\.valueLocation))
    }
}
