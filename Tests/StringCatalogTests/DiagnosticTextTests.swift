import Testing
@testable import InputText

/// A diagnostic is one line that shows what the catalog holds: no key or file name can break it
/// or make a terminal show something else.
@Suite struct DiagnosticTextTests {
    @Test func invisibleAndControlCharactersAreShownAsEscapes() {
        let diagnostic = Diagnostic(
            .warning, "the key 'evil\u{202E}txt\nerror: fake\u{2028}\u{AD}' has no symbol",
            path: "Tab\tle\u{200B}.xcstrings", at: SourceLocation(line: 3, column: 7))
        #expect(diagnostic.description
            == #"Tab\u{9}le\u{200B}.xcstrings:3:7: warning: the key 'evil\u{202E}txt\u{A}error: fake\u{2028}\u{AD}' has no symbol"#)
    }

    @Test func textThatScriptsAndEmojiNeedStays() {
        let diagnostic = Diagnostic(.error, "the key 'می\u{200C}خواهم 👩\u{200D}💻 é' is wrong", path: "Localizable.xcstrings", at: nil)
        #expect(diagnostic.description == "Localizable.xcstrings: error: the key 'می\u{200C}خواهم 👩\u{200D}💻 é' is wrong")
    }
}
