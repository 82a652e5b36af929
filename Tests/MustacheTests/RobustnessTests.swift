import Testing
import Mustache

@Suite("Robustness")
struct RobustnessTests {
    /// Random templates built from tag fragments must compile or fail with an error, and render
    /// or fail with an error, never crash, even when they include themselves.
    @Test func randomTemplatesNeverCrash() throws {
        let pieces = [
            "{{", "}}", "{{{", "}}}", "#", "^", "/", ">", "<", "$", "!", "=", "&", "*", "a", "p", ".", " ", "\n",
            "\r\n", "\t", "x", "{{#a}}", "{{/a}}", "{{^a}}", "{{>p}}", "{{<p}}", "{{/p}}", "{{$a}}", "{{$b}}",
            "{{/b}}", "{{=<% %>=}}", "<%", "%>", "{{.}}", "{{a.b}}", "{{>*n}}", "{{! c }}", "é", "{{{a}}}",
        ]
        let contexts: [MustacheValue] = [
            [:], ["a": true, "n": "p"], ["a": [1, 2, ["b": "x"]], "n": "p"], ["a": ["b": "<&>"]], "root",
        ]
        var random = SplitMix(seed: 0x5eed)
        var compiled = 0
        for _ in 0..<3000 {
            var source = ""
            for _ in 0..<random.next(below: 24) {
                source += pieces[random.next(below: pieces.count)]
            }
            guard let template = try? MustacheTemplate(source, name: "p") else { continue }
            compiled += 1
            let context = contexts[random.next(below: contexts.count)]
            _ = try? template.render(context, partials: ["p": template], options: .init(maxDepth: 40))
        }
        #expect(compiled > 300)
    }

    @Test func rendersConcurrently() async throws {
        let template = try MustacheTemplate("{{#items}}{{name}}={{value}};{{/items}}")
        let context: MustacheValue = ["items": .array((0..<100).map { ["name": "k\($0)", "value": .int($0)] })]
        let expected = try template.render(context)
        try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { try template.render(context) }
            }
            for try await output in group {
                #expect(output == expected)
            }
        }
    }

    /// Thousands of entries render in linear time into one buffer; a quadratic engine would
    /// take minutes here.
    @Test func manyEntries() throws {
        let partials = try [String: MustacheTemplate](compiling: [
            "entry": "/// {{comment}}\npublic static var {{name}}: String { \"{{value}}\" }\n",
        ])
        let template = try MustacheTemplate("enum L10n {\n    {{#entries}}\n    {{>entry}}\n    {{/entries}}\n}\n")
        let entries = MustacheValue.array((0..<20_000).map {
            ["name": "key\($0)", "value": "Value number \($0) with some text", "comment": "Comment \($0)"]
        })
        let clock = ContinuousClock()
        var output = ""
        let duration = try clock.measure {
            output = try template.render(["entries": entries], partials: partials, options: .init(escaping: .none))
        }
        #expect(output.hasPrefix("enum L10n {\n    /// Comment 0\n    public static var key0: String { \"Value number 0 with some text\" }\n"))
        #expect(output.utf8.count > 20_000 * 80)
        #expect(duration < .seconds(20), "took \(duration)")
    }

    /// A long single line full of tags must not make position tracking quadratic.
    @Test func longLineWithManyTags() throws {
        let source = String(repeating: "{{a}} ", count: 50_000)
        let template = try MustacheTemplate(source)
        #expect(try template.render(["a": 1]).utf8.count == 100_000)
    }
}

/// A small deterministic generator, so that failures reproduce.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
