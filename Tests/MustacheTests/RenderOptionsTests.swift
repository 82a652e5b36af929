import Testing
import Mustache

@Suite("Render options")
struct RenderOptionsTests {
    private let strict = MustacheRenderOptions(escaping: .none, missingPartials: .fail, missingVariables: .fail)

    private func templates(_ sources: [String: String]) throws -> [String: MustacheTemplate] {
        try [String: MustacheTemplate](compiling: sources)
    }

    // MARK: Missing sections

    @Test func missingSectionIsFalseByDefault() throws {
        let template = try MustacheTemplate("[{{#nope}}x{{/nope}}{{^nope}}y{{/nope}}]")
        #expect(try template.render([:]) == "[y]")
    }

    @Test(arguments: ["{{#isPropery}}x{{/isPropery}}", "{{^isPropery}}x{{/isPropery}}"])
    func missingSectionFailsWhenStrict(source: String) throws {
        let template = try MustacheTemplate("line\n  " + source, name: "Templates/t.mustache")
        let options = MustacheRenderOptions(escaping: .none, missingSections: .fail)
        let error = try #require(throws: MustacheError.self) {
            try template.render(["isProperty": true], options: options)
        }
        #expect(error.description == "Templates/t.mustache:2:3: error: section 'isPropery' names nothing in the context")
    }

    @Test func nullAndFalseSectionsAreNotMissing() throws {
        let template = try MustacheTemplate("[{{#a}}x{{/a}}{{^b}}y{{/b}}]")
        let options = MustacheRenderOptions(escaping: .none, missingSections: .fail)
        #expect(try template.render(["a": nil, "b": false], options: options) == "[y]")
    }

    // MARK: Missing partials

    @Test func missingPartialRendersEmptyByDefault() throws {
        let template = try MustacheTemplate("[{{>nothing}}][{{<nothing}}{{/nothing}}][{{>*name}}]")
        #expect(try template.render(["name": "nothing"]) == "[][][]")
    }

    @Test func missingPartialFailsWhenStrict() throws {
        let partials = try templates(["outer": "line\n  {{> header}}\n"])
        let template = try MustacheTemplate("{{>outer}}", name: "Templates/main.mustache")
        let error = try #require(throws: MustacheError.self) {
            try template.render([:], partials: partials, options: strict)
        }
        #expect(error.kind == .missingPartial)
        #expect(error.description == "outer:2:3: error: partial 'header' not found")
    }

    @Test func missingParentFailsWhenStrict() throws {
        let template = try MustacheTemplate("x\n{{<layout}}{{/layout}}", name: "page")
        let error = try #require(throws: MustacheError.self) { try template.render([:], options: strict) }
        #expect(error.description == "page:2:1: error: parent 'layout' not found")
    }

    @Test func unresolvedDynamicNameFailsWhenStrict() throws {
        let template = try MustacheTemplate("{{>*kind}}", name: "page")
        let error = try #require(throws: MustacheError.self) { try template.render(["kind": 3], options: strict) }
        #expect(error.description == "page:1:1: error: dynamic partial name 'kind' does not resolve to a string")
    }

    // MARK: Missing variables

    @Test func missingVariableFailsWhenStrict() throws {
        let template = try MustacheTemplate("{{#items}}\n  {{nmae}}\n{{/items}}", name: "list")
        let error = try #require(throws: MustacheError.self) {
            try template.render(["items": [["name": "a"]]], options: strict)
        }
        #expect(error.kind == .missingValue)
        #expect(error.description == "list:2:3: error: 'nmae' is not defined in the context")
    }

    @Test func nullAndMissingSectionsAreNotErrorsWhenStrict() throws {
        let template = try MustacheTemplate("[{{value}}]{{#missing}}x{{/missing}}{{^missing}}y{{/missing}}")
        #expect(try template.render(["value": nil], options: strict) == "[]y")
    }

    // MARK: Escaping

    @Test func htmlEscaping() throws {
        let template = try MustacheTemplate("{{v}}|{{{v}}}|{{&v}}")
        #expect(try template.render(["v": "<a href=\"x\">Tom & 'Jerry'</a>"]) ==
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; 'Jerry'&lt;/a&gt;|<a href=\"x\">Tom & 'Jerry'</a>|<a href=\"x\">Tom & 'Jerry'</a>")
    }

    @Test func noEscaping() throws {
        let template = try MustacheTemplate("let s = \"{{v}}\"")
        #expect(try template.render(["v": "a & <b> \\\""], options: .init(escaping: .none)) == "let s = \"a & <b> \\\"\"")
    }

    @Test func customEscaping() throws {
        let swiftString = MustacheEscaping.custom { String($0.flatMap { $0 == "\"" ? ["\\", "\""] : [$0] }) }
        let template = try MustacheTemplate("\"{{v}}\" {{{v}}}")
        #expect(try template.render(["v": "say \"hi\""], options: .init(escaping: swiftString)) == "\"say \\\"hi\\\"\" say \"hi\"")
        #expect(swiftString.escape("\"") == "\\\"")
        #expect(MustacheEscaping.html.escape("é<") == "é&lt;")
    }

    @Test func escapingIsChosenPerRender() throws {
        let template = try MustacheTemplate("{{v}}")
        #expect(try template.render(["v": "<>"]) == "&lt;&gt;")
        #expect(try template.render(["v": "<>"], options: .init(escaping: .none)) == "<>")
    }

    // MARK: Recursion and nesting

    @Test func recursivePartialIsBounded() throws {
        let partials = try templates(["self": "x\n{{>self}}"])
        let template = try MustacheTemplate("{{>self}}", name: "main")
        let error = try #require(throws: MustacheError.self) { try template.render([:], partials: partials) }
        #expect(error.kind == .depthLimitExceeded)
        #expect(error.description == "self:2:1: error: partial 'self' is nested more than 100 levels deep; does a partial include itself without end?")
    }

    @Test func recursiveParentAndBlockAreBounded() throws {
        let parents = try templates(["p": "{{<p}}{{/p}}"])
        #expect(throws: MustacheError.self) { try MustacheTemplate("{{<p}}{{/p}}").render([:], partials: parents) }

        // An argument that contains its own block keeps replacing itself.
        let blocks = try templates(["p": "{{$a}}{{/a}}"])
        let selfReferencing = try MustacheTemplate("{{<p}}{{$a}}({{$a}}{{/a}}){{/a}}{{/p}}")
        let error = try #require(throws: MustacheError.self) { try selfReferencing.render([:], partials: blocks) }
        #expect(error.kind == .depthLimitExceeded)
    }

    @Test func depthLimitIsConfigurable() throws {
        let partials = try templates(["node": "{{name}}{{#children}}({{>node}}){{/children}}"])
        func tree(_ depth: Int) -> MustacheValue {
            depth == 0 ? ["name": "leaf", "children": []] : ["name": "n", "children": [tree(depth - 1)]]
        }
        let template = try MustacheTemplate("{{>node}}")
        // Each level is one partial and one section.
        let output = try template.render(tree(20), partials: partials)
        #expect(output.hasSuffix("leaf" + String(repeating: ")", count: 20)))
        #expect(throws: MustacheError.self) {
            try template.render(tree(20), partials: partials, options: .init(maxDepth: 30))
        }
    }

    // MARK: Values

    @Test func listsAndDictionariesCannotBeInterpolated() throws {
        let template = try MustacheTemplate("\n {{items}}", name: "t")
        let error = try #require(throws: MustacheError.self) { try template.render(["items": [1, 2]]) }
        #expect(error.kind == .invalidValue)
        #expect(error.description == "t:2:2: error: 'items' is a list and cannot be inserted as text; iterate it with a section")
        #expect(throws: MustacheError.self) { try template.render(["items": ["a": 1]]) }
    }

    @Test func scalarsRenderAsText() throws {
        let template = try MustacheTemplate("{{b}} {{i}} {{d}} {{whole}} {{s}} [{{n}}]")
        #expect(try template.render(["b": true, "i": -42, "d": 1.5, "whole": 2.0, "s": "", "n": nil]) == "true -42 1.5 2.0  []")
    }

    @Test func truthiness() throws {
        let template = try MustacheTemplate("{{#v}}T{{/v}}{{^v}}F{{/v}}")
        let cases: [(MustacheValue, String)] = [
            (nil, "F"), (false, "F"), ([], "F"), (true, "T"), ("", "T"), (0, "T"), (0.0, "T"), ([:], "T"), ([nil], "T"),
        ]
        for (value, expected) in cases {
            #expect(try template.render(["v": value]) == expected, "\(value)")
        }
    }

    // MARK: Output buffer

    @Test func renderIntoAppendsAndIsUnchangedOnError() throws {
        let template = try MustacheTemplate("{{#items}}<{{.}}>{{/items}}")
        var output = "start:"
        try template.render(["items": [1, 2]], partials: [String: MustacheTemplate](), into: &output)
        try template.render(["items": ["a"]], partials: [String: MustacheTemplate](), into: &output)
        #expect(output == "start:<1><2><a>")
        #expect(throws: MustacheError.self) {
            try template.render(["items": [1, [2]]], partials: [String: MustacheTemplate](), into: &output)
        }
        #expect(output == "start:<1><2><a>")
    }

    /// Pieces are gathered a few kilobytes at a time, and a piece larger than that joins the text
    /// directly; either way the text keeps their order and the indentation owed before each line.
    @Test func smallAndLargePiecesKeepTheirOrderAndIndentation() throws {
        let large = String(repeating: "x", count: 20_000) + "é"
        let template = try MustacheTemplate("a{{big}}b{{#items}}{{.}}{{/items}}\n  {{>p}}\nend")
        let partial = try MustacheTemplate("{{big}}\n{{#items}}{{.}}{{/items}}\n{{big}}")
        let items: [MustacheValue] = (0..<3_000).map { .int($0) }
        let rendered = try template.render(["big": .string(large), "items": .array(items)], partials: ["p": partial])
        let numbers = (0..<3_000).map(String.init).joined()
        // The partial stands alone on its line, so its text replaces the line, line break and all.
        #expect(rendered == "a" + large + "b" + numbers + "\n  " + large + "\n  " + numbers + "\n  " + large + "end")
    }
}
