import Testing
import Mustache

@Suite("MustacheObject")
struct MustacheObjectTests {
    @Test func namesKeepTheirOrderAndSetReplaces() {
        var object = MustacheObject(minimumCapacity: 3)
        object.append("name", "cancel")
        object.append("arguments", [1, 2])
        object.set("name", "done")
        object.set("comment", nil)
        #expect(object.names == ["name", "arguments", "comment"])
        #expect(object["name"] == "done")
        #expect(object["arguments"] == [1, 2])
        #expect(object["comment"] == .null)
        #expect(object["missing"] == nil)
        #expect(MustacheValue.object(object)["name"] == "done")
    }

    /// Equal as dictionaries are: the same names with equal values, in any order; and equal
    /// objects hash alike.
    @Test func equalityIgnoresOrder() {
        var first = MustacheObject()
        first.append("a", 1)
        first.append("b", "two")
        var second = MustacheObject()
        second.append("b", "two")
        second.append("a", 1)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        second.set("a", 2)
        #expect(first != second)
        var third = first
        third.append("c", .null)
        #expect(first != third)
    }

    /// Templates cannot tell an object from a dictionary of the same values.
    @Test func rendersAsADictionaryDoes() throws {
        let template = try MustacheTemplate("{{#symbol}}{{name}}({{#arguments}}{{.}},{{/arguments}}){{^comment}} none{{/comment}}{{/symbol}} {{symbol.name}}")
        var symbol = MustacheObject()
        symbol.append("name", "itemsCount")
        symbol.append("arguments", ["count", "name"])
        symbol.append("comment", nil)
        let dictionary: MustacheValue = ["symbol": ["name": "itemsCount", "arguments": ["count", "name"], "comment": nil]]
        let rendered = try template.render(["symbol": .object(symbol)])
        #expect(rendered == "itemsCount(count,name,) none itemsCount")
        #expect(rendered == (try template.render(dictionary)))
    }

    /// Records of one shape share their names; each still has its own values, and changing one
    /// leaves the others alone.
    @Test func objectsSharingNames() {
        let names = ["name", "count"]
        var first = MustacheObject(names: names, values: ["a", 1])
        let second = MustacheObject(names: names, values: ["b", 2])
        #expect(first["name"] == "a")
        #expect(second["count"] == 2)
        #expect(first["missing"] == nil)
        var appended = MustacheObject()
        appended.append("name", "a")
        appended.append("count", 1)
        #expect(first == appended)
        first.set("count", 3)
        first.set("extra", true)
        #expect(first["count"] == 3)
        #expect(first.names == ["name", "count", "extra"])
        #expect(second["count"] == 2)
        #expect(second.names == names)
    }
}
