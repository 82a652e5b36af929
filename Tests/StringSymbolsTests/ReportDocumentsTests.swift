import Foundation
import Testing
@testable import Findings
import JSON

/// The one JSON writer, set as the reports set it, gives the bytes Foundation's
/// `JSONSerialization` gave for them.
@Suite struct ReportDocumentsTests {
    @Test func documentsAreWrittenAsJSONSerializationWroteThem() throws {
        let node = JSONNode.object([
            "findings": .array([
                .object([
                    "rule": .string("missing-key"), "line": .integer(12), "column": .integer(-3),
                    "message": .string("quote \" backslash \\ slash / tab \t line\nreturn\r bell \u{07} escape \u{1B} \u{08}\u{0C}"),
                ]),
                .object(["key": .string("Größe 👋🏽 \u{2028} \u{7F}"), "isError": .bool(true), "isNote": .bool(false)]),
            ]),
            "empty": .object([]),
            "none": .array([]),
            "nested": .object(["Zulu": .array([.object(["deep": .array([])])]), "alpha": .string("a"), "Bravo": .array([.string("x"), .string("y")])]),
            "NSLocalizedString": .integer(3), "lookup method": .integer(1), "SwiftUI view": .integer(2), "String(localized:)": .integer(4),
            "$schema": .string("s"),
        ])
        let document: [String: Any] = [
            "findings": [
                ["rule": "missing-key", "line": 12, "column": -3, "message": "quote \" backslash \\ slash / tab \t line\nreturn\r bell \u{07} escape \u{1B} \u{08}\u{0C}"] as [String: Any],
                ["key": "Größe 👋🏽 \u{2028} \u{7F}", "isError": true, "isNote": false] as [String: Any],
            ],
            "empty": [String: Any](),
            "none": [Any](),
            "nested": ["Zulu": [["deep": [Int]()]], "alpha": "a", "Bravo": ["x", "y"]] as [String: Any],
            "NSLocalizedString": 3, "lookup method": 1, "SwiftUI view": 2, "String(localized:)": 4, "$schema": "s",
        ]
        let expected = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(ReportDocuments.writer.text(node) == String(decoding: expected, as: UTF8.self) + "\n")
    }

    @Test func emptyContainersKeepAnEmptyLineBetweenTheirBrackets() {
        #expect(ReportDocuments.writer.text(.array([])) == "[\n\n]\n")
        #expect(ReportDocuments.writer.text(.object(["a": .object([])])) == "{\n  \"a\" : {\n\n  }\n}\n")
    }

    /// The template context's form: `": "`, keys by their bytes, `{}` for an empty object.
    @Test func theContextsFormIsAnotherSettingOfTheSameWriter() {
        let writer = JSONWriter(keyOrder: .bytes, keySeparator: ": ")
        #expect(writer.text(.object(["b": .integer(1), "B": .null, "a": .object([]), "é": .number(2.5)])) == """
            {
              "B": null,
              "a": {},
              "b": 1,
              "é": 2.5
            }

            """)
    }
}
