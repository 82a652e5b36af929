import Testing
import Mustache

/// A list long enough is rendered in runs on several cores, each run assuming the indentation
/// owed where the list starts. The output and the error must be those of rendering the elements
/// in turn, which the same list cut into groups short enough to render in place gives.
@Suite("Long lists")
struct ParallelListTests {
    static let count = 1_000

    /// The list as `items`, and as `groups` of 100 `items` each (each list under the length
    /// that renders in parallel).
    static func contexts(_ item: (Int) -> MustacheValue) -> (whole: MustacheValue, grouped: MustacheValue) {
        let items = (0..<count).map(item)
        let groups = stride(from: 0, to: count, by: 100).map { start -> MustacheValue in
            ["items": .array(Array(items[start..<start + 100]))]
        }
        return (["items": .array(items)], ["groups": .array(groups)])
    }

    /// Each case: the template, and partials that hold the list.
    @Test(arguments: [
        // Lines from an indented partial: every element ends its line.
        ("  {{>p}}\n", ["p": "{{#items}}\nline {{n}}\n{{/items}}\n"]),
        // Inline elements: no line ends at all.
        ("[{{>p}}]", ["p": "{{#items}}{{n}},{{/items}}"]),
        // Elements that end their line only sometimes: the indentation owed where a run starts
        // differs from the one assumed, and the run is rendered again in place.
        ("    {{>p}}\nend\n", ["p": "{{#items}}{{n}}{{#breaks}}\n{{/breaks}}{{/items}}"]),
        // Nested: a parent whose block is the list, overridden with an indented argument.
        ("{{<frame}}\n{{$body}}\n  {{>p}}\n{{/body}}\n{{/frame}}\n", ["frame": "begin\n{{$body}}{{/body}}\nend\n", "p": "{{#items}}\n- {{n}} {{text}}\n{{/items}}\n"]),
    ])
    func longListsRenderAsInTurn(template: String, partials: [String: String]) throws {
        let (whole, grouped) = Self.contexts { index in
            ["n": .int(index), "text": .string(String(repeating: "x", count: index % 7)), "breaks": .bool(index % 4 != 0)]
        }
        var groupedPartials = partials
        for (name, source) in partials {
            groupedPartials[name] = source
                .replacingOccurrences(of: "{{#items}}", with: "{{#groups}}{{#items}}")
                .replacingOccurrences(of: "{{/items}}", with: "{{/items}}{{/groups}}")
                .replacingOccurrences(of: "{{#groups}}{{#items}}\n", with: "{{#groups}}\n{{#items}}\n")
                .replacingOccurrences(of: "{{/items}}{{/groups}}\n", with: "{{/items}}\n{{/groups}}\n")
        }
        let options = MustacheRenderOptions(escaping: .none, missingPartials: .fail, missingVariables: .fail)
        let parallel = try MustacheTemplate(template).render(whole, partials: try [String: MustacheTemplate](compiling: partials), options: options)
        let inTurn = try MustacheTemplate(template).render(grouped, partials: try [String: MustacheTemplate](compiling: groupedPartials), options: options)
        #expect(parallel == inTurn)
        #expect(parallel.contains("\(Self.count - 1)"))
    }

    /// Lists of every length around the one that starts rendering in parallel, and lengths that
    /// runs do not divide evenly, render every element once, in order.
    @Test func everyLengthRendersEveryElementOnce() throws {
        let template = try MustacheTemplate("{{#items}}{{.}},{{/items}}")
        for count in Array(240...300) + [1_000, 1_023, 4_031, 4_033, 5_000] {
            let rendered = try template.render(["items": .array((0..<count).map { .int($0) })])
            #expect(rendered == (0..<count).map { "\($0)," }.joined(), "\(count) elements")
        }
    }

    @Test func theFirstFailingElementGivesTheError() throws {
        let (whole, _) = Self.contexts { index in
            ["kind": .string(index == 420 ? "missing420" : index == 910 ? "missing910" : "line"), "n": .int(index)]
        }
        let partials = try [String: MustacheTemplate](compiling: ["line": "{{n}}\n"])
        let options = MustacheRenderOptions(escaping: .none, missingPartials: .fail)
        let error = try #require(throws: MustacheError.self) {
            try MustacheTemplate("{{#items}}\n{{>*kind}}\n{{/items}}\n", name: "t").render(whole, partials: partials, options: options)
        }
        #expect(error.description == "t:2:1: error: partial 'missing420' not found")
    }
}
