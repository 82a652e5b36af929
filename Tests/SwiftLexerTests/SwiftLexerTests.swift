import Foundation
import Testing
@testable import SwiftLexer

/// The lexer, construct by construct, with the tokens it gives spelled out: names as themselves,
/// `num(1e-5)`, `op(==)`, `#if`, `re(/a/)`, and a string literal as its opening delimiter, its
/// texts in single quotes, `\(` … `)\` around each interpolation's tokens, and `end`.
@Suite struct SwiftLexerTests {
    func spelled(_ source: String) throws -> String {
        try SwiftLexer.tokens(of: source).map { token in Self.spelling(token, in: source) }.joined(separator: " ")
    }

    static func spelling(_ token: SwiftToken, in source: String) -> String {
        let text = String(decoding: Array(source.utf8)[token.range], as: UTF8.self)
        switch token.kind {
        case .identifier(let name): return name
        case .number: return "num(\(text))"
        case .stringStart(let delimiter): return String(repeating: "#", count: delimiter.hashes) + (delimiter.isMultiline ? "\"\"\"" : "\"")
        case .stringText(let value): return "'" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t") + "'"
        case .interpolationStart: return "\\("
        case .interpolationEnd: return ")\\"
        case .stringEnd: return "end"
        case .regex: return "re(\(text))"
        case .punctuation(let byte): return String(Character(Unicode.Scalar(byte)))
        case .operator(let name): return "op(\(name))"
        case .pound(let name): return "#\(name)"
        }
    }

    func lexError(_ source: String) -> String? {
        do {
            _ = try SwiftLexer.tokens(of: source)
            return nil
        } catch {
            return "\(error.line):\(error.column): \(error.message)"
        }
    }

    @Test func namesKeywordsAndPunctuation() throws {
        #expect(try spelled("Text(\"a\", bundle: .module)") == "Text ( \" 'a' end , bundle : . module )")
        #expect(try spelled("let `default` = Bundle.module") == "let default op(=) Bundle . module")
        #expect(try spelled("x?.y!, [a: b]; @MainActor {}") == "x op(?) . y op(!) , [ a : b ] ; @ MainActor { }")
        #expect(try spelled("café_$1 ñ") == "café_$1 ñ")
        #expect(try spelled("\\Foo.bar") == "\\ Foo . bar")
    }

    /// Names are made once per file and found again by their bytes: names that differ in one
    /// byte anywhere (past the eighth, in the sixteenth) or only in length stay apart, and so do
    /// names longer than sixteen bytes and those at the end of the text.
    @Test func recurringNamesStayThemselves() throws {
        let names = [
            "a", "ab", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghj", "abcdefghijklmnop", "abcdefghijklmnoq", "abcdefghijklmno",
            "abcdefghijklmnopq", "abcdefghijklmnopr", "café", "cafe", "x1", "x2",
        ]
        let source = (names + names.reversed() + names).joined(separator: " ")
        #expect(try spelled(source) == source)
        #expect(try spelled(source + "\nabcdefghi") == source + " abcdefghi")
    }

    @Test func numbersAndRanges() throws {
        #expect(try spelled("1 1.5 1e-5 1E+3 0x1F 0x1p-2 1_000 0b1010 0o17") == "num(1) num(1.5) num(1e-5) num(1E+3) num(0x1F) num(0x1p-2) num(1_000) num(0b1010) num(0o17)")
        #expect(try spelled("0...5 a..<b x.0") == "num(0) op(...) num(5) a op(..<) b x . num(0)")
        #expect(try spelled("a-1") == "a op(-) num(1)")
    }

    @Test func operators() throws {
        #expect(try spelled("a == b && c != d -> e ?? f") == "a op(==) b op(&&) c op(!=) d op(->) e op(??) f")
        #expect(try spelled("a =// comment\nb") == "a op(=) b")
        #expect(try spelled("a +/* comment */b") == "a op(+) b")
    }

    @Test func commentsNestAndAreSkipped() throws {
        #expect(try spelled("a // Text(\"x\")\nb") == "a b")
        #expect(try spelled("a /* one /* two */ still \"one\" */ b") == "a b")
        #expect(try spelled("/// doc\n/** doc */ c") == "c")
    }

    @Test func stringEscapes() throws {
        #expect(try spelled(#""a\"b\\c\n\t\0\'""#) == "\" 'a\"b\\\\c\\n\\t\u{0}'' end")
        #expect(try spelled(#""\u{1F600} \u{E9}""#) == "\" '😀 é' end")
        #expect(try spelled(#""""#) == "\" '' end")
    }

    @Test func interpolationsHoldCode() throws {
        #expect(try spelled(#""Hello, \(name)!""#) == "\" 'Hello, ' \\( name )\\ '!' end")
        #expect(try spelled(#""a \(f(x, (y))) b""#) == "\" 'a ' \\( f ( x , ( y ) ) )\\ ' b' end")
        #expect(try spelled(#""a \(f("b \(c)")) d""#) == "\" 'a ' \\( f ( \" 'b ' \\( c )\\ '' end ) )\\ ' d' end")
        #expect(try spelled(#""\(a)\(b)""#) == "\" '' \\( a )\\ '' \\( b )\\ '' end")
        #expect(try spelled(#""\(L10n.title)""#) == "\" '' \\( L10n . title )\\ '' end")
    }

    @Test func rawStrings() throws {
        #expect(try spelled(##"#"a "quoted" \(x) \#(y) \n \#n"#"##) == "#\" 'a \"quoted\" \\\\(x) ' \\( y )\\ ' \\\\n \\n' end")
        #expect(try spelled(###"##"a "# b"##"###) == "##\" 'a \"# b' end")
        #expect(try spelled(##"#"""#"##) == "#\" '\"' end")
        #expect(try spelled(##"#""""#"##) == "#\" '\"\"' end")
    }

    @Test func multiLineStringsLoseTheirIndentation() throws {
        let source = "let s = \"\"\"\n    first\n      second \\(x)\n    last\n    \"\"\"\nnext"
        #expect(try spelled(source) == "let s op(=) \"\"\" 'first\\n  second ' \\( x )\\ '\\nlast' end next")
        let continued = "\"\"\"\n    one \\\n    two\n    \"\"\""
        #expect(try spelled(continued) == "\"\"\" 'one two' end")
        // A continued line less indented than the literal loses only its own spaces (the fuzzer
        // found this crashing: the next line's indentation was taken as this line's).
        let shortContinued = "\"\"\"\n    a\n  \\\n    b\n    \"\"\""
        #expect(try spelled(shortContinued) == "\"\"\" 'a\\nb' end")
        let quotes = "\"\"\"\n  a \"quote\" and \"\" two\n  \"\"\""
        #expect(try spelled(quotes) == "\"\"\" 'a \"quote\" and \"\" two' end")
    }

    @Test func regexLiteralsAreNotDivisions() throws {
        #expect(try spelled("let r = /a+\"b/") == "let r op(=) re(/a+\"b/)")
        #expect(try spelled("x.firstMatch(of: /[/]\"/)") == "x . firstMatch ( of : re(/[/]\"/) )")
        #expect(try spelled("a / b / c") == "a op(/) b op(/) c")
        #expect(try spelled("total/2/3") == "total op(/) num(2) op(/) num(3)")
        #expect(try spelled("let r = #/a/b\"c/#") == "let r op(=) re(#/a/b\"c/#)")
        #expect(try spelled("let r = #/\n  a # \"\n/#\nnext") == "let r op(=) re(#/\n  a # \"\n/#) next")
        #expect(try spelled("return /x/") == "return re(/x/)")
    }

    @Test func poundNames() throws {
        #expect(try spelled("#if os(iOS)\nText(\"a\")\n#else\nText(\"b\")\n#endif") == "#if os ( iOS ) Text ( \" 'a' end ) #else Text ( \" 'b' end ) #endif")
        #expect(try spelled("#selector(f) #Preview {}") == "#selector ( f ) #Preview { }")
    }

    @Test func positions() throws {
        let source = "let a = 1\n  Text(\"héllo\", x)\r\n\tb"
        let tokens = try SwiftLexer.tokens(of: source)
        let positions = tokens.map { "\(Self.spelling($0, in: source))@\($0.line):\($0.column)" }
        #expect(positions == [
            "let@1:1", "a@1:5", "op(=)@1:7", "num(1)@1:9",
            "Text@2:3", "(@2:7", "\"@2:8", "'héllo'@2:9", "end@2:15", ",@2:16", "x@2:18", ")@2:19",
            "b@3:2",
        ])
        #expect(tokens[6].range == 17..<18)
        #expect(tokens[7].range == 18..<24)
        #expect(tokens[8].range == 24..<25)
    }

    /// A plain literal (read in one go) and literals with an escape, an interpolation or nothing
    /// in them (read piece by piece) give tokens of the same shape.
    @Test func plainAndEscapedLiteralsHaveTheSameShape() throws {
        let source = #"f("ab", "a\tb", "a\(x)b", "")"#
        let tokens = try SwiftLexer.tokens(of: source)
        let positions = tokens.map { "\(Self.spelling($0, in: source))@\($0.column):\($0.range)" }
        #expect(positions == [
            "f@1:0..<1", "(@2:1..<2",
            "\"@3:2..<3", "'ab'@4:3..<5", "end@6:5..<6", ",@7:6..<7",
            "\"@9:8..<9", "'a\\tb'@10:9..<13", "end@14:13..<14", ",@15:14..<15",
            "\"@17:16..<17", "'a'@18:17..<18", "\\(@19:18..<20", "x@21:20..<21", ")\\@22:21..<22", "'b'@23:22..<23", "end@24:23..<24", ",@25:24..<25",
            "\"@27:26..<27", "''@28:27..<27", "end@28:27..<28", ")@29:28..<29",
        ])
    }

    @Test(arguments: [
        ("Text(\"abc", "1:6: a string literal without its closing quote on its line"),
        ("Text(\"abc\nlater\")", "1:6: a string literal without its closing quote on its line"),
        ("x = \"\"\"\n  text", "1:5: a string literal without its closing delimiter"),
        ("x = \"\"\"text\"\"\"", "1:8: a multi-line string literal's text starts on the line after its opening '\"\"\"'"),
        ("\"\"\"\n  a\n  b \"\"\"", "3:5: a multi-line string literal's closing '\"\"\"' must begin its line"),
        ("a /* open /* nested */ still open", "1:3: a comment without its closing '*/'"),
        (#""bad \q escape""#, "1:6: '\\q' is no escape of a string literal"),
        (#""\u{110000}""#, "1:2: '\\u{…}' must hold 1 to 8 hexadecimal digits of a Unicode scalar"),
        (#""a \(f(x) b""#, "1:12: a string literal without its closing quote on its line"),
        ("\"a \\(f(x) b", "1:12: an interpolation without its closing ')'"),
        ("let r = #/abc", "1:9: a regular expression literal without its closing '/#'"),
        ("`unclosed", "1:1: a backticked name without its closing backtick"),
    ])
    func whatCannotBeReadIsAnErrorAtItsSpot(source: String, expected: String) {
        #expect(lexError(source) == expected)
    }
}

/// Real Swift: every Swift file of this package reads completely, and its tokens cover it in order.
@Suite struct SwiftLexerPackageTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var swiftFiles: [URL] {
        let enumerator = FileManager.default.enumerator(at: packageRoot, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".") { enumerator?.skipDescendants(); continue }
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everySwiftFileOfThePackageReads() throws {
        let files = Self.swiftFiles
        #expect(files.count > 150)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            do {
                let tokens = try SwiftLexer.tokens(of: source)
                let overlapping = zip(tokens, tokens.dropFirst()).first { $0.range.upperBound > $1.range.lowerBound }
                #expect(overlapping == nil, "\(file.path): tokens overlap: \(String(describing: overlapping))")
            } catch {
                Issue.record("\(file.path):\(error.line):\(error.column): \(error.message)")
            }
        }
    }
}
