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
    /// The report as one JSON document, with the warnings of reading its inputs (`warnings`, when
    /// there are any).
    func json(warnings: [Diagnostic]) -> String
    /// The report as a SARIF 2.1.0 log, with the warnings of reading its inputs as the
    /// invocation's notifications.
    func sarif(warnings: [Diagnostic]) -> String
    /// With a baseline: what it held, which of its findings are fixed, and the ratchet's error.
    var baseline: BaselineOutcome? { get }
    /// The findings as a baseline holds them, paths relative to `folder` (the baseline's).
    func baselineEntries(relativeTo folder: String) -> [Baseline.Entry]
    /// The identifiers of every rule of the command, in the order its reports list them: a
    /// baseline's finding of another rule is an error.
    static var ruleIDs: [String] { get }
    /// The rules the run applied and the files it read: what it could have found. The command
    /// adds the files a baseline names that are gone from the folders it was asked to read.
    var scope: BaselineScope { get set }
    /// The report without the findings `baseline` (read from `path`) holds; with `ratchet`,
    /// fixed findings the baseline still holds are an error.
    func applying(_ baseline: Baseline, path: String, ratchet: Bool) -> Self
}

/// What the forms of `check` and `usage` share: the summary's line of findings, how a JSON
/// document is written, how a path becomes a SARIF artifact, and the SARIF log around a tool's
/// rules and results.
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

    /// The summary's line of the findings, given as each rule's count (`2 argument-type`) in the
    /// order of the rules: `findings: …` (`new findings: …` with a baseline, which held the
    /// others), or `no findings`. At the level `off` (`reported` false), which reports no finding
    /// one by one, it counts them all the same, so that a summary never says there are none when
    /// there are.
    package static func findingsLine(_ counts: [String], new: Bool, reported: Bool = true) -> String {
        guard reported else {
            return counts.isEmpty ? "no findings" : "findings, not reported one by one at the level off: " + counts.joined(separator: ", ")
        }
        let new = new ? "new " : ""
        return counts.isEmpty ? "no \(new)findings" : "\(new)findings: " + counts.joined(separator: ", ")
    }

    /// The `generator` member of a JSON report.
    package static let generator = JSONNode.object(["name": .string("string-symbols"), "version": .string(ToolVersion.current)])

    /// One finding as a SARIF result: its rule, its diagnostic, and properties (its key, …).
    package typealias Result = (ruleID: String, diagnostic: Diagnostic, properties: [JSONNode.Member])

    /// A SARIF 2.1.0 log of one run: the rules, one result per diagnostic with its file, line and
    /// column (in code points, as the run's `columnKind` says), and the run's properties. With a baseline, each result has its `baselineState`:
    /// `new` for `results`, `unchanged` for what the baseline holds (`held`), and `absent` for
    /// each fixed finding it holds (a result of kind `pass`, at its file).
    package static func sarif(
        rules: [Rule], results: [Result], baseline: (outcome: BaselineOutcome, held: [Result])? = nil, runProperties: [JSONNode.Member],
        warnings: [Diagnostic] = []
    ) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var columns = CodePointColumns()
        func sarifResult(_ result: Result, state: String?) -> JSONNode {
            var members: [JSONNode.Member] = [.init("ruleId", .string(result.ruleID))]
            if let index = ruleIndex[result.ruleID] { members.append(.init("ruleIndex", .integer(index))) }
            members += [
                .init("level", .string(result.diagnostic.severity.rawValue)),
                .init("message", .object(["text": .string(withoutRuleSuffix(result.diagnostic.message))])),
                .init("locations", locations(of: result.diagnostic, columns: &columns)),
                .init("properties", .object(result.properties)),
            ]
            if let state { members.append(.init("baselineState", .string(state))) }
            return .object(members)
        }
        var sarifResults = results.map { sarifResult($0, state: baseline == nil ? nil : "new") }
        if let (outcome, held) = baseline {
            sarifResults += held.map { sarifResult($0, state: "unchanged") }
            sarifResults += outcome.fixed.map { entry in
                var properties = [JSONNode.Member("key", .string(entry.key))]
                if let language = entry.language { properties.append(.init("language", .string(language))) }
                let subject = entry.key.isEmpty ? "the file" : "'\(entry.key)'" + (entry.language.map { " (\($0))" } ?? "")
                var members: [JSONNode.Member] = [.init("ruleId", .string(entry.rule))]
                // The baseline's rules are checked as it is read; a rule without an index has none.
                if let index = ruleIndex[entry.rule] { members.append(.init("ruleIndex", .integer(index))) }
                return .object(members + [
                    .init("kind", .string("pass")),
                    .init("level", .string("none")),
                    .init("message", .object(["text": .string("fixed since the baseline: \(subject) no longer breaks the rule")])),
                    .init("locations", .array([.object(["physicalLocation": .object(["artifactLocation": .object(["uri": .string(uri(outcome.reportPath(of: entry)))])])])])),
                    .init("properties", .object(properties)),
                    .init("baselineState", .string("absent")),
                ])
            }
        }
        var run: [JSONNode.Member] = [
            .init("tool", .object(["driver": driver(rules: rules)])), .init("columnKind", .string("unicodeCodePoints")),
            .init("results", .array(sarifResults)), .init("properties", .object(runProperties)),
        ]
        // The ratchet's error is about the baseline, not a result: the run's invocation failed.
        // The warnings of reading the inputs (a key left out) are its notifications too.
        let ratchetError = baseline?.outcome.ratchetError.map { Diagnostic(.error, $0.message, path: "", at: nil) }
        if ratchetError != nil || !warnings.isEmpty {
            run.append(invocation(notifications: (ratchetError.map { [$0] } ?? []) + warnings, successful: ratchetError == nil))
        }
        return log(run)
    }

    /// A SARIF 2.1.0 log of a run that failed before it could find anything (an input that
    /// cannot be read): no results, and `errors` as the invocation's notifications, so that a
    /// pipeline that uploads the log whatever happens uploads a valid one that says why.
    package static func sarif(failingWith errors: [Diagnostic]) -> String {
        return log([
            .init("tool", .object(["driver": driver(rules: nil)])), .init("columnKind", .string("unicodeCodePoints")),
            .init("results", .array([])), invocation(notifications: errors, successful: false),
        ])
    }

    /// The JSON report of a run that failed before it could find anything: the tool, and `errors`
    /// (`path`, `severity`, `message`, and `line` and `column` where there are), so that what
    /// reads the report reads why there is none.
    package static func json(failingWith errors: [Diagnostic]) -> String {
        writer.text(.object(["generator": generator, "errors": .array(errors.map(jsonObject))]))
    }

    /// A diagnostic of reading the inputs as the JSON reports write it: `path`, `severity`,
    /// `message`, and `line` and `column` where it has them.
    package static func jsonObject(_ diagnostic: Diagnostic) -> JSONNode {
        var members: [JSONNode.Member] = [
            .init("path", .string(diagnostic.path)), .init("severity", .string(diagnostic.severity.rawValue)),
            .init("message", .string(diagnostic.message)),
        ]
        if let location = diagnostic.location {
            members += [.init("line", .integer(location.line)), .init("column", .integer(location.column))]
        }
        return .object(members)
    }

    /// The `invocations` of a run, each of `notifications` a notification at its file when it
    /// names one; `successful` false for a run that failed.
    private static func invocation(notifications diagnostics: [Diagnostic], successful: Bool) -> JSONNode.Member {
        var columns = CodePointColumns()
        let notifications = diagnostics.map { error -> JSONNode in
            var members: [JSONNode.Member] = [
                .init("level", .string(error.severity.rawValue)),
                .init("message", .object(["text": .string(error.message)])),
            ]
            if !error.path.isEmpty { members.append(.init("locations", locations(of: error, columns: &columns))) }
            return .object(members)
        }
        return .init("invocations", .array([.object([
            "executionSuccessful": .bool(successful),
            "toolExecutionNotifications": .array(notifications),
        ])]))
    }

    /// The tool that made a log, with its `rules` (`nil`: a run that found nothing lists none).
    private static func driver(rules: [Rule]?) -> JSONNode {
        var members: [JSONNode.Member] = [
            .init("name", .string("string-symbols")), .init("version", .string(ToolVersion.current)),
            .init("semanticVersion", .string(ToolVersion.current)),
        ]
        if let rules {
            members.append(.init("rules", .array(rules.map { rule in
                .object([
                    "id": .string(rule.id), "shortDescription": .object(["text": .string(rule.summary)]),
                    "defaultConfiguration": .object(["level": .string(rule.level)]),
                ])
            })))
        }
        return .object(members)
    }

    /// A result's or a notification's `locations`: `diagnostic`'s file, and its line and column
    /// (in code points) when it has them.
    private static func locations(of diagnostic: Diagnostic, columns: inout CodePointColumns) -> JSONNode {
        var physicalLocation = [JSONNode.Member("artifactLocation", .object(["uri": .string(uri(diagnostic.path))]))]
        if let location = diagnostic.location {
            let column = columns.column(path: diagnostic.path, line: location.line, column: location.column)
            physicalLocation.append(JSONNode.Member("region", .object(["startLine": .integer(location.line), "startColumn": .integer(column)])))
        }
        return .array([.object(["physicalLocation": .object(physicalLocation)])])
    }

    private static func log(_ run: [JSONNode.Member]) -> String {
        writer.text(.object([
            "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
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
