import Testing
import Mustache

@Suite("Parse errors")
struct ParseErrorTests {
    /// Compiles `source` and returns the compiler-style description of the error it must raise.
    private func failure(_ source: String, name: String = "Templates/foo.mustache") -> String? {
        do {
            _ = try MustacheTemplate(source, name: name)
            return nil
        } catch {
            #expect(error.kind == .syntax)
            return error.description
        }
    }

    @Test func unclosedSection() {
        #expect(failure("line one\nline two\n  {{#items}}\n{{name}}\n") == "Templates/foo.mustache:3:3: error: section 'items' is never closed")
    }

    @Test func innermostUnclosedSectionIsReported() {
        #expect(failure("{{#a}}\n  {{^b}}\n") == "Templates/foo.mustache:2:3: error: inverted section 'b' is never closed")
    }

    @Test func unclosedParentAndBlock() {
        #expect(failure("{{<layout}}") == "Templates/foo.mustache:1:1: error: parent 'layout' is never closed")
        #expect(failure("x {{$title}}") == "Templates/foo.mustache:1:3: error: block 'title' is never closed")
    }

    @Test func mismatchedClosingTag() {
        #expect(failure("{{#items}}\n  {{#name}}\n  {{/items}}\n{{/name}}") == "Templates/foo.mustache:3:3: error: closing tag 'items' does not match section 'name' opened at 2:3")
    }

    @Test func closingTagWithoutSection() {
        #expect(failure("abc {{/items}}") == "Templates/foo.mustache:1:5: error: closing tag 'items' does not close any open section")
    }

    @Test func unclosedTag() {
        #expect(failure("Hello\nthere {{name\n") == "Templates/foo.mustache:2:7: error: tag is never closed; expected '}}'")
        #expect(failure("{{{name}}") == "Templates/foo.mustache:1:1: error: tag is never closed; expected '}}}'")
        #expect(failure("{{") == "Templates/foo.mustache:1:1: error: tag is never closed; expected '}}'")
    }

    @Test func unclosedTagUsesCurrentDelimiters() {
        #expect(failure("{{=<% %>=}}\n<%name") == "Templates/foo.mustache:2:1: error: tag is never closed; expected '%>'")
    }

    @Test func badDelimiterChanges() {
        #expect(failure("a\n{{=<%=}}") == "Templates/foo.mustache:2:1: error: invalid delimiters '<%': expected two delimiters without '=' separated by whitespace, as in {{=<% %>=}}")
        #expect(failure("{{=<% %> |=}}")?.contains("invalid delimiters '<% %> |'") == true)
        #expect(failure("{{=a= b=}}")?.contains("invalid delimiters 'a= b'") == true)
        #expect(failure("{{=<% %>}}") == "Templates/foo.mustache:1:1: error: tag is never closed; expected '=}}'")
    }

    @Test func badNames() {
        #expect(failure("{{}}") == "Templates/foo.mustache:1:1: error: variable tag has no name")
        #expect(failure("x\n {{# }}") == "Templates/foo.mustache:2:2: error: section tag has no name")
        #expect(failure("{{first name}}") == "Templates/foo.mustache:1:1: error: variable name 'first name' contains whitespace")
        #expect(failure("{{a..b}}") == "Templates/foo.mustache:1:1: error: 'a..b' is not a valid name: dotted names need a key between dots")
        #expect(failure("{{> *}}") == "Templates/foo.mustache:1:1: error: partial tag has no name")
    }

    @Test func columnsCountCharacters() {
        #expect(failure("héllo 👋🏽 {{#x}}") == "Templates/foo.mustache:1:9: error: section 'x' is never closed")
    }

    @Test func lineBreaksInsideTagsAndCRLF() {
        #expect(failure("{{! a\ncomment }}\r\n{{#x}}") == "Templates/foo.mustache:3:1: error: section 'x' is never closed")
    }

    @Test func onlyBlocksInsideParents() {
        #expect(failure("{{<layout}}\n  {{title}}\n{{/layout}}") == "Templates/foo.mustache:2:3: error: only blocks and comments can appear directly inside parent 'layout', not variable 'title'")
        #expect(failure("{{<layout}}{{$a}}1{{/a}}{{$a}}2{{/a}}{{/layout}}") == "Templates/foo.mustache:1:25: error: block 'a' is passed twice to parent 'layout'")
    }

    @Test func nestingLimit() {
        let deep = String(repeating: "{{#a}}", count: 201) + String(repeating: "{{/a}}", count: 201)
        #expect(failure(deep) == "Templates/foo.mustache:1:1201: error: sections, parents and blocks are nested more than 200 levels deep")
        let fine = String(repeating: "{{#a}}", count: 200) + "x" + String(repeating: "{{/a}}", count: 200)
        #expect(failure(fine) == nil)
    }

    @Test func errorCarriesStructuredPosition() throws {
        let error = try #require(throws: MustacheError.self) { try MustacheTemplate("ab\ncd{{#x}}", name: "t") }
        #expect(error.templateName == "t")
        #expect(error.line == 2)
        #expect(error.column == 3)
        #expect(error.message == "section 'x' is never closed")
    }
}
