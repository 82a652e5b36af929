import Testing
import Mustache

/// Indentation of standalone partials and blocks beyond what the spec pins down, in the shapes
/// code-generation templates use.
@Suite("Indentation")
struct IndentationTests {
    private func render(_ source: String, _ context: MustacheValue = [:], partials: [String: String]) throws -> String {
        let compiled = try [String: MustacheTemplate](compiling: partials)
        return try MustacheTemplate(source).render(context, partials: compiled, options: .init(escaping: .none))
    }

    @Test func blankLinesGetNoTrailingWhitespace() throws {
        #expect(try render("{\n    {{>body}}\n}\n", partials: ["body": "a\n\nb\n"]) == "{\n    a\n\n    b\n}\n")
    }

    @Test func nestedStandalonePartialsAccumulate() throws {
        let output = try render("  {{>middle}}\n", partials: ["middle": "x\n  {{>leaf}}\ny\n", "leaf": "1\n2\n"])
        #expect(output == "  x\n    1\n    2\n  y\n")
    }

    @Test func standaloneSectionsInsideIndentedPartial() throws {
        let output = try render(
            "enum E {\n    {{>cases}}\n}\n",
            ["items": ["a", "b"]],
            partials: ["cases": "{{#items}}\ncase {{.}}\n{{/items}}\n{{^items}}\ncase none\n{{/items}}\n"]
        )
        #expect(output == "enum E {\n    case a\n    case b\n}\n")
    }

    @Test func emptyFirstLineOfIndentedPartialLeavesNothingBehind() throws {
        #expect(try render("a\n  {{>p}}\nb\n", partials: ["p": "{{#no}}\nx\n{{/no}}\n"]) == "a\nb\n")
        #expect(try render("a\n  {{>p}}\nb\n", partials: ["p": ""]) == "a\nb\n")
    }

    @Test func inlinePartialKeepsTheIndentationOfItsSurroundings() throws {
        let output = try render("  {{>statement}}\n", partials: ["statement": "let x = {{>call}}\n", "call": "f(\n    1\n)"])
        #expect(output == "  let x = f(\n      1\n  )\n")
    }

    @Test func layoutBlockIsIndentedLikeItsSite() throws {
        let layout = "enum L10n {\n    {{$members}}\n    {{/members}}\n}\n"
        let page = "{{<layout}}\n{{$members}}\n{{#keys}}\nstatic let {{.}} = \"{{.}}\"\n{{/keys}}\n{{/members}}\n{{/layout}}\n"
        let output = try render(page, ["keys": ["a", "b"]], partials: ["layout": layout])
        #expect(output == "enum L10n {\n    static let a = \"a\"\n    static let b = \"b\"\n}\n")
    }

    @Test func blockDefaultRendersAsWritten() throws {
        let layout = "enum L10n {\n    {{$members}}\n    // none\n    {{/members}}\n}\n"
        #expect(try render("{{<layout}}{{/layout}}", partials: ["layout": layout]) == "enum L10n {\n    // none\n}\n")
    }

    @Test func crlfStandaloneLines() throws {
        #expect(try render("a\r\n  {{#x}}\r\nb\r\n  {{/x}}\r\nc", ["x": true], partials: [:]) == "a\r\nb\r\nc")
        #expect(try render("a\r\n  {{>p}}\r\nc", partials: ["p": "1\r\n2\r\n"]) == "a\r\n  1\r\n  2\r\nc")
    }
}
