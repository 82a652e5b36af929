import Testing
import Mustache

@Suite("MustacheValue")
struct MustacheValueTests {
    @Test func literals() {
        let value: MustacheValue = ["s": "text", "i": 3, "d": 2.5, "b": true, "n": nil, "a": [1, "two"]]
        #expect(value == .dictionary([
            "s": .string("text"), "i": .int(3), "d": .double(2.5), "b": .bool(true), "n": .null,
            "a": .array([.int(1), .string("two")]),
        ]))
        let name = "x"
        #expect(MustacheValue("key \(name)") == .string("key x"))
        #expect(value["s"] == "text")
        #expect(value["missing"] == nil)
        #expect(MustacheValue.string("a")["s"] == nil)
    }

    @Test func falsey() {
        #expect(MustacheValue.null.isFalsey)
        #expect(MustacheValue.bool(false).isFalsey)
        #expect(MustacheValue.array([]).isFalsey)
        #expect(!MustacheValue.string("").isFalsey)
        #expect(!MustacheValue.int(0).isFalsey)
        #expect(!MustacheValue.dictionary([:]).isFalsey)
    }

    @Test func nullMembersDoNotFallThroughTheContextStack() throws {
        let root: MustacheValue = ["comment": "root comment", "entries": [["key": "k", "comment": nil]]]
        let template = try MustacheTemplate("{{#entries}}[{{comment}}]{{/entries}}")
        #expect(try template.render(root) == "[]")
    }
}
