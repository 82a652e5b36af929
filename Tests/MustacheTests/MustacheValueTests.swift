import Mustache
import Testing

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

    struct Entry: Encodable {
        enum Kind: String, Encodable { case plain, plural }
        var key: String
        var comment: String?
        var count: Int8?
        var kind: Kind
        var arguments: [Argument]
        var extra: [String: Double]
    }

    struct Argument: Encodable {
        var label: String
        var type: String
    }

    @Test func encodingBuildsTheSameShapeAsJSON() throws {
        let entry = Entry(key: "a.b", comment: nil, count: 3, kind: .plural, arguments: [Argument(label: "count", type: "Int")], extra: ["x": 1])
        let value = try MustacheValue(encoding: entry)
        #expect(value == [
            "key": "a.b", "comment": nil, "count": 3, "kind": "plural",
            "arguments": [["label": "count", "type": "Int"]], "extra": ["x": 1.0],
        ])
        #expect(try MustacheValue(encoding: [1, 2]) == [1, 2])
        #expect(try MustacheValue(encoding: "s") == "s")
        #expect(try MustacheValue(encoding: [Int?.none]) == [nil])
    }

    @Test func nilOptionalsDoNotFallThroughTheContextStack() throws {
        struct Root: Encodable {
            var comment = "root comment"
            var entries = [Entry(key: "k", comment: nil, count: nil, kind: .plain, arguments: [], extra: [:])]
        }
        let template = try MustacheTemplate("{{#entries}}[{{comment}}]{{/entries}}")
        #expect(try template.render(MustacheValue(encoding: Root())) == "[]")
    }
}
