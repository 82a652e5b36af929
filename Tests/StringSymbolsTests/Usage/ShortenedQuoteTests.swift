import Testing
@testable import KeyUsage

/// How a note quotes a lookup and its replacement: on one line, at most 80 characters.
@Suite struct ShortenedQuoteTests {
    @Test func textUpToEightyCharactersIsQuotedWhole() {
        let text = String(repeating: "a", count: 80)
        #expect(UsageAnalyzer.shortened(text) == text)
        #expect(UsageAnalyzer.shortened("Text(\"a\nb\")") == "Text(\"a\\nb\")")
        // A line feed is quoted `\n`, but one of a CR LF, a character of its own: it stays.
        #expect(UsageAnalyzer.shortened("Text(\n\n\"é\"\r\n)") == "Text(\\n\\n\"é\"\r\n)")
    }

    @Test func longerTextKeepsItsFirstSeventyNineCharacters() {
        let ascii = String(repeating: "abcdefghij", count: 9)
        #expect(UsageAnalyzer.shortened(ascii) == String(ascii.prefix(79)) + "…")
        // Characters, not bytes, are counted: 81 of them, most of two or more bytes.
        let accented = String(repeating: "é", count: 40) + "-" + String(repeating: "👋🏽", count: 40)
        #expect(UsageAnalyzer.shortened(accented) == String(accented.prefix(79)) + "…")
        #expect(UsageAnalyzer.shortened(accented).count == 80)
        // 80 characters in more than 80 bytes are quoted whole.
        let eighty = String(repeating: "é", count: 80)
        #expect(UsageAnalyzer.shortened(eighty) == eighty)
    }
}
