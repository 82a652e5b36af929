import Foundation
import InputText
import JSON
import PluginFacts

/// A report of findings that `check` and `usage` print in three forms: compiler diagnostics with a
/// summary, JSON, and SARIF.
package protocol FindingsReport {
    /// The findings as compiler diagnostics, one line each.
    var diagnosticLines: [String] { get }
    /// What was read and found, in a few lines.
    var summaryLines: [String] { get }
    /// Whether a finding is an error, which fails the command.
    var hasErrors: Bool { get }
    /// The report as one JSON document.
    func json() -> String
    /// The report as a SARIF 2.1.0 log.
    func sarif() -> String
}

/// What the JSON and SARIF forms of `check` and `usage` share: how a document is written, how a
/// path becomes a SARIF artifact, and the SARIF log around a tool's rules and results.
package enum ReportDocuments {
    /// A rule as SARIF describes it.
    package struct Rule {
        package var id: String
        package var summary: String
        package var level: String

        package init(id: String, summary: String, level: String) {
            self.id = id
            self.summary = summary
            self.level = level
        }
    }

    /// The writer of every report: indented by two spaces, each object's keys in
    /// case-insensitive order, so that the same report gives the same bytes.
    package static let writer = JSONWriter(keyOrder: .ignoringCase, keySeparator: " : ", emptyContainersSpanLines: true)

    /// The `generator` member of a JSON report.
    package static let generator = JSONNode.object(["name": .string("string-symbols"), "version": .string(ToolVersion.current)])

    /// A SARIF 2.1.0 log of one run: the rules, one result per diagnostic with its file, line and
    /// column, and the run's properties.
    package static func sarif(rules: [Rule], results: [(ruleID: String, diagnostic: Diagnostic, properties: [JSONNode.Member])], runProperties: [JSONNode.Member]) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let sarifResults: [JSONNode] = results.map { result in
            var physicalLocation = [JSONNode.Member("artifactLocation", .object(["uri": .string(uri(result.diagnostic.path))]))]
            if let location = result.diagnostic.location {
                physicalLocation.append(JSONNode.Member("region", .object(["startLine": .integer(location.line), "startColumn": .integer(location.column)])))
            }
            return .object([
                "ruleId": .string(result.ruleID),
                "ruleIndex": .integer(ruleIndex[result.ruleID] ?? 0),
                "level": .string(result.diagnostic.severity.rawValue),
                "message": .object(["text": .string(withoutRuleSuffix(result.diagnostic.message))]),
                "locations": .array([.object(["physicalLocation": .object(physicalLocation)])]),
                "properties": .object(result.properties),
            ])
        }
        let driver = JSONNode.object([
            "name": .string("string-symbols"),
            "version": .string(ToolVersion.current),
            "semanticVersion": .string(ToolVersion.current),
            "rules": .array(rules.map { rule in
                .object([
                    "id": .string(rule.id), "shortDescription": .object(["text": .string(rule.summary)]),
                    "defaultConfiguration": .object(["level": .string(rule.level)]),
                ])
            }),
        ])
        let run = JSONNode.object(["tool": .object(["driver": driver]), "results": .array(sarifResults), "properties": .object(runProperties)])
        return writer.text(.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([run]),
        ]))
    }

    /// A path as a SARIF artifact URI: relative paths stay relative (to the working folder).
    package static func uri(_ path: String) -> String {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).absoluteString : path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The message without the `[rule]` the text form ends it with (SARIF carries the rule).
    package static func withoutRuleSuffix(_ message: String) -> String {
        guard message.hasSuffix("]"), let open = message.range(of: " [", options: .backwards) else { return message }
        return String(message[..<open.lowerBound])
    }
}
