import Mustache

/// What the fuzzed templates are rendered against: every kind of value, lists of records,
/// dotted paths, text that needs escaping, and names that resolve to the fuzzed partials.
enum FuzzContext {
    /// The partials the input's later pieces become, in order.
    static let partialNames = ["a", "b", "c"]

    /// The spec's lenient defaults, and the strict, unescaped settings the generator renders with.
    static let options = [
        MustacheRenderOptions(),
        MustacheRenderOptions(escaping: .none, missingPartials: .fail, missingVariables: .fail, missingSections: .fail),
    ]

    static let root: MustacheValue = [
        "name": "Tom & \"Jerry\" <b>'s</b>",
        "empty": "",
        "zero": 0,
        "negative": -42,
        "pi": 3.14159,
        "yes": true,
        "no": false,
        "nothing": nil,
        "emptyList": [],
        "numbers": [1, 2, 3],
        "items": [
            ["name": "first", "index": 0, "isLast": false, "tags": ["x", "y"]],
            ["name": "second", "index": 1, "isLast": true, "tags": []],
        ],
        "nested": ["a": ["b": ["c": "deep", "list": [["d": "inner"]]]], "name": "nested name"],
        "record": .object(record),
        "partial": "a",
        "dynamic": ["partial": "b", "other": "c", "missing": "z"],
        "multiline": "line one\nline two\r\n\tindented",
        "unicode": "Grüße, 世界 👋🏽",
    ]

    private static var record: MustacheObject {
        var object = MustacheObject(minimumCapacity: 3)
        object.append("swiftName", "helloWorld")
        object.append("parameters", [["name": "count", "type": "Int"], ["name": "who", "type": "String"]])
        object.append("comment", "/* a comment */")
        return object
    }
}
