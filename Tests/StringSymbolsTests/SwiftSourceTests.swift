import Testing
@testable import Symbols

/// Catalog text is made safe for each place it reaches in Swift source.
@Suite struct SwiftSourceTests {
    /// Pieces joined in one allocation read as the same pieces appended: empty, small enough to
    /// be stored inline, long, and not ASCII.
    @Test func concatenationIsAppending() {
        let long = String(repeating: "x", count: 40)
        let pieces = ["", "a", "é", "日本", long, "\"", "👍🏽"]
        for first in pieces {
            for second in pieces {
                #expect(String(concatenating: first, second, first) == first + second + first)
            }
        }
        #expect(String(concatenating: "") == "")
        #expect(String(concatenating: long, long).utf8.count == 80)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"\\", #""say \"hi\"\\""#),
        ("line\nbreak\ttab\r\u{0}", #""line\nbreak\ttab\r\0""#),
        // Invisible characters that could make source read differently from how it compiles.
        ("a\u{202E}b\u{2066}c\u{200F}d\u{061C}e\u{FEFF}f\u{200B}g", #""a\u{202E}b\u{2066}c\u{200F}d\u{61C}e\u{FEFF}f\u{200B}g""#),
        ("para\u{2028}graph\u{2029}", #""para\u{2028}graph\u{2029}""#),
        // Every other invisible formatting character too: a soft hyphen, the Mongolian vowel
        // separator, interlinear annotation marks, a tag character, a deprecated format control.
        ("soft\u{AD}\u{180E}\u{FFF9}x\u{FFFB}\u{E0041}\u{206A}", #""soft\u{AD}\u{180E}\u{FFF9}x\u{FFFB}\u{E0041}\u{206A}""#),
        // Joiners stay: scripts and emoji need them.
        ("👩\u{200D}💻 می\u{200C}خواهم", "\"👩\u{200D}💻 می\u{200C}خواهم\""),
    ])
    func stringLiterals(text: String, literal: String) {
        #expect(SwiftSource.stringLiteral(text) == literal)
    }

    @Test func docCommentLinesBreakWhereEditorsDoAndShowInvisibleCharacters() {
        #expect(SwiftSource.docCommentLines("one\ntwo\r\nthree\u{2028}four\u{85}five") == ["one", "two", "three", "four", "five"])
        #expect(SwiftSource.docCommentLines("a\u{061C}b\u{FEFF}c\u{202E}d") == [#"a\u{61C}b\u{FEFF}c\u{202E}d"#])
        #expect(SwiftSource.commentText("Evil\nfunc injected() {}\n") == "Evil func injected() {} ")
    }

    /// A quoted text keeps the spaces it ends with, before its closing quote (the doc comment
    /// showed "value   " as "value"); a line that a line break ends loses them, so that no
    /// generated line ends in a space.
    @Test func aClosedTextKeepsItsLastSpaces() {
        #expect(SwiftSource.docCommentLines("value   ", closed: true) == ["value   "])
        #expect(SwiftSource.docCommentLines("value   ") == ["value"])
        #expect(SwiftSource.docCommentLines("one  \ntwo  é ", closed: true) == ["one", "two  é "])
    }

    /// A key on one line, as the doc comment's code span shows it: line breaks and tabs as the
    /// catalog's JSON escapes them, not as spaces, so the key can be searched for.
    @Test func oneLineTextEscapesLineBreaksAndTabs() {
        #expect(SwiftSource.oneLineText("a\nb\r\tc  ") == #"a\nb\r\tc  "#)
        #expect(SwiftSource.oneLineText("x\u{202E}y") == #"x\u{202E}y"#)
    }
}
