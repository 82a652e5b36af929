import Foundation
import Testing
@testable import StringSymbols

/// The reports' JSON writer gives the bytes Foundation's `JSONSerialization` gave for them.
@Suite struct ReportDocumentsTests {
    @Test func documentsAreWrittenAsJSONSerializationWroteThem() throws {
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
        #expect(ReportDocuments.serialize(document) == String(decoding: expected, as: UTF8.self) + "\n")
    }

    @Test func emptyContainersKeepAnEmptyLineBetweenTheirBrackets() {
        #expect(ReportDocuments.serialize([Any]()) == "[\n\n]\n")
        #expect(ReportDocuments.serialize(["a": [String: Any]()]) == "{\n  \"a\" : {\n\n  }\n}\n")
    }
}
