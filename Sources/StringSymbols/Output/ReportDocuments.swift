import Foundation
import StringCatalog

/// A report of findings that `check` and `usage` print in three forms: compiler diagnostics with a
/// summary, JSON, and SARIF.
public protocol FindingsReport {
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

extension CheckReport: FindingsReport {}
extension UsageReport: FindingsReport {}

/// What the JSON and SARIF forms of `check` and `usage` share: how a document is written, how a
/// path becomes a SARIF artifact, and the SARIF log around a tool's rules and results.
enum ReportDocuments {
    /// A rule as SARIF describes it.
    struct Rule {
        var id: String
        var summary: String
        var level: String
    }

    /// A SARIF 2.1.0 log of one run: the rules, one result per diagnostic with its file, line and
    /// column, and the run's properties.
    static func sarif(rules: [Rule], results: [(ruleID: String, diagnostic: Diagnostic, properties: [String: Any])], runProperties: [String: Any]) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let sarifResults: [[String: Any]] = results.map { result in
            var physicalLocation: [String: Any] = ["artifactLocation": ["uri": uri(result.diagnostic.path)]]
            if let location = result.diagnostic.location {
                physicalLocation["region"] = ["startLine": location.line, "startColumn": location.column]
            }
            return [
                "ruleId": result.ruleID,
                "ruleIndex": ruleIndex[result.ruleID] ?? 0,
                "level": result.diagnostic.severity.rawValue,
                "message": ["text": withoutRuleSuffix(result.diagnostic.message)],
                "locations": [["physicalLocation": physicalLocation]],
                "properties": result.properties,
            ]
        }
        let run: [String: Any] = [
            "tool": ["driver": [
                "name": "string-symbols",
                "version": Generator.version,
                "semanticVersion": Generator.version,
                "rules": rules.map { ["id": $0.id, "shortDescription": ["text": $0.summary], "defaultConfiguration": ["level": $0.level]] },
            ] as [String: Any]],
            "results": sarifResults,
            "properties": runProperties,
        ]
        return serialize([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [run],
        ])
    }

    /// A path as a SARIF artifact URI: relative paths stay relative (to the working folder).
    static func uri(_ path: String) -> String {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).absoluteString : path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The message without the `[rule]` the text form ends it with (SARIF carries the rule).
    static func withoutRuleSuffix(_ message: String) -> String {
        guard message.hasSuffix("]"), let open = message.range(of: " [", options: .backwards) else { return message }
        return String(message[..<open.lowerBound])
    }

    /// A JSON document, keys sorted, so that the same report gives the same bytes.
    static func serialize(_ object: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "{}\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
