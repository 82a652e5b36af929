import Synchronization
import Testing
import Mustache

/// A list that makes its elements when a template reaches them renders exactly as the array of
/// the same elements, short or long (in parallel), and makes each element once per reading.
@Suite struct MustacheListTests {
    static func element(_ index: Int) -> MustacheValue {
        ["n": .int(index), "text": .string(String(repeating: "x", count: index % 7)), "breaks": .bool(index % 4 != 0)]
    }

    /// The same elements as an array and as a list.
    static func both(count: Int) -> (array: MustacheValue, list: MustacheValue) {
        (.array((0..<count).map(element)), .list(MustacheList(count: count, element: element)))
    }

    @Test(arguments: [0, 1, 3, 255, 256, 1_000], [
        ("{{#items}}{{n}},{{/items}}", [String: String]()),
        ("{{^items}}none{{/items}}{{#items}}\n- {{n}} {{text}}\n{{/items}}\n", [:]),
        ("    {{>p}}\nend\n", ["p": "{{#items}}{{n}}{{#breaks}}\n{{/breaks}}{{/items}}"]),
        ("{{<frame}}\n{{$body}}\n  {{>p}}\n{{/body}}\n{{/frame}}\n", ["frame": "begin\n{{$body}}{{/body}}\nend\n", "p": "{{#items}}\n- {{n}} {{text}}\n{{/items}}\n"]),
    ])
    func aListRendersAsTheArrayOfItsElements(count: Int, template: (source: String, partials: [String: String])) throws {
        let (array, list) = Self.both(count: count)
        let partials = try [String: MustacheTemplate](compiling: template.partials)
        let options = MustacheRenderOptions(escaping: .none, missingPartials: .fail, missingVariables: .fail)
        let compiled = try MustacheTemplate(template.source)
        let fromList = try compiled.render(["items": list], partials: partials, options: options)
        #expect(fromList == (try compiled.render(["items": array], partials: partials, options: options)))
        if count > 0 { #expect(fromList.contains("\(count - 1)")) }
    }

    @Test func eachElementIsMadeOncePerReading() throws {
        let made = Mutex(0)
        let list = MustacheList(count: 1_000) { index in
            made.withLock { $0 += 1 }
            return Self.element(index)
        }
        _ = try MustacheTemplate("{{#items}}{{n}}{{/items}}").render(["items": .list(list)])
        #expect(made.withLock { $0 } == 1_000)
        _ = try MustacheTemplate("{{#items}}{{n}}{{/items}}{{#items}}{{n}}{{/items}}").render(["items": .list(list)])
        #expect(made.withLock { $0 } == 3_000)
    }

    @Test func theFirstFailingElementGivesTheErrorOfTheArray() throws {
        let kind = { @Sendable (index: Int) -> MustacheValue in
            ["kind": .string(index == 420 ? "missing420" : index == 910 ? "missing910" : "line"), "n": .int(index)]
        }
        let partials = try [String: MustacheTemplate](compiling: ["line": "{{n}}\n"])
        let options = MustacheRenderOptions(escaping: .none, missingPartials: .fail)
        let template = try MustacheTemplate("{{#items}}\n{{>*kind}}\n{{/items}}\n", name: "t")
        let error = try #require(throws: MustacheError.self) {
            try template.render(["items": .list(MustacheList(count: 1_000, element: kind))], partials: partials, options: options)
        }
        #expect(error.description == "t:2:1: error: partial 'missing420' not found")
    }

    @Test func aListIsFalseWhenEmptyAndCannotBeInsertedAsText() throws {
        let truthiness = try MustacheTemplate("{{#v}}T{{/v}}{{^v}}F{{/v}}")
        #expect(try truthiness.render(["v": .list(MustacheList(count: 0, element: Self.element))]) == "F")
        #expect(try truthiness.render(["v": .list(MustacheList(count: 2, element: Self.element))]) == "TT")
        let error = try #require(throws: MustacheError.self) {
            try MustacheTemplate("{{v}}", name: "t").render(["v": .list(MustacheList(count: 2, element: Self.element))])
        }
        #expect(error.description == "t:1:1: error: 'v' is a list and cannot be inserted as text; iterate it with a section")
    }

    @Test func aListIsWrittenAndComparedByItsElements() throws {
        let (array, list) = Self.both(count: 3)
        let template = try MustacheTemplate("{{#items}}{{n}}:{{text}}:{{#breaks}}b{{/breaks}};{{/items}}")
        #expect(try template.render(["items": list]) == (try template.render(["items": array])))
        #expect(MustacheList(count: 3, element: Self.element) == MustacheList(count: 3) { Self.element($0) })
        #expect(MustacheList(count: 3, element: Self.element) != MustacheList(count: 3) { Self.element($0 + 1) })
        #expect(MustacheList(count: 3, element: Self.element).hashValue == MustacheList(count: 3) { Self.element($0) }.hashValue)
    }
}
