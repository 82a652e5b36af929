import Findings
import Foundation
import InputText
import JSON

extension UsageReport {
    /// The report at `level`: `error` makes a missing key an error (and the command fail),
    /// `warning` leaves every finding a warning or note, `off` keeps only the summary, which
    /// counts the findings (``unreported``).
    package func leveled(_ level: CheckLevel) -> UsageReport {
        var report = self
        switch level {
        case .error:
            for index in report.findings.indices where report.findings[index].rule == .missingKey {
                report.findings[index].diagnostic.severity = .error
            }
        case .warning:
            break
        case .off:
            report.unreported = report.findings.reduce(into: [:]) { counts, finding in counts[finding.rule, default: 0] += 1 }
            report.findings = []
            report.scope.rules = []
        }
        return report
    }

    /// The findings as compiler diagnostics, one line each, and the ratchet's error.
    package var diagnosticLines: [String] {
        findings.concurrentMap { $0.diagnostic.description } + (baseline?.ratchetError.map { [$0.description] } ?? [])
    }

    /// The identifiers of `usage`'s rules.
    package static var ruleIDs: [String] { UsageFinding.Rule.allCases.map(\.rawValue) }

    /// The findings as a baseline holds them, paths relative to `folder` (the baseline's).
    package func baselineEntries(relativeTo folder: String) -> [Baseline.Entry] {
        findings.map { Self.entry($0, relativeTo: folder) }
    }

    private static func entry(_ finding: UsageFinding, relativeTo folder: String) -> Baseline.Entry {
        Baseline.Entry(rule: finding.rule.rawValue, file: Baseline.relativePath(finding.diagnostic.path, to: folder), key: finding.key ?? "")
    }

    /// The report with the findings `baseline` (read from `path`) holds taken out; with
    /// `ratchet`, fixed findings the baseline still holds are an error.
    package func applying(_ baseline: Baseline, path: String, ratchet: Bool) -> UsageReport {
        let (new, held, outcome) = BaselineOutcome.apply(baseline, path: path, ratchet: ratchet, to: findings, scope: scope, entry: Self.entry)
        var report = self
        report.findings = new
        report.held = held
        report.baseline = outcome
        return report
    }

    /// What was read and found, in a few lines.
    package var summaryLines: [String] {
        let files = "\(Self.counted(fileCount, "Swift file"))" + (generatedFileCount > 0 ? " (\(generatedFileCount) generated, not counted as uses)" : "")
            + (objectiveCFileCount > 0 ? " and \(Self.counted(objectiveCFileCount, "Objective-C or C file"))" : "")
        let lookups = KeyLookup.Kind.allCases.compactMap { kind in lookupCounts[kind].map { "\(Self.number($0)) \(kind.rawValue)" } }
        let counts = unreported ?? findings.reduce(into: [UsageFinding.Rule: Int]()) { counts, finding in counts[finding.rule, default: 0] += 1 }
        let found = UsageFinding.Rule.allCases.compactMap { rule in counts[rule].map { "\(Self.number($0)) \(rule.rawValue)" } }
        // The line is built a part at a time: as one expression of `+` and `?:`, its type
        // checking took 12 s.
        var keys = "keys: \(Self.number(keyCount)), \(Self.number(usedKeyCount)) used, \(Self.number(unusedKeyCount)) unused"
        // Keys no lookup uses, not called unused: a file that may use them was not read, or an
        // Objective-C lookup's key is an expression.
        let notJudged = keyCount - usedKeyCount - unusedKeyCount
        if notJudged > 0 { keys += ", \(Self.number(notJudged)) not judged (the warnings say why)" }
        if uncountedKeyCount > 0 {
            keys += " (and \(Self.number(uncountedKeyCount)) of tables read outside the code, by the system, another app or a storyboard, which are never called unused)"
        }
        keys += "; \(Self.counted(missingKeyCount, "key")) looked up but missing"
        return [
            "read \(files); lookups by key: " + (lookups.isEmpty ? "none" : lookups.joined(separator: ", ")),
            keys,
            ReportDocuments.findingsLine(found, new: baseline != nil, reported: unreported == nil),
        ] + (baseline.map { [$0.summaryLine] } ?? [])
    }

    /// The report as a JSON document (keys sorted, so the same report gives the same bytes).
    package func json(warnings: [Diagnostic]) -> String {
        var document = [JSONNode.Member("generator", ReportDocuments.generator), JSONNode.Member("summary", summaryObject)]
        if !warnings.isEmpty { document.append(JSONNode.Member("warnings", .array(warnings.map(ReportDocuments.jsonObject)))) }
        if let baseline { document.append(JSONNode.Member("baseline", baseline.jsonObject)) }
        document.append(JSONNode.Member("findings", .array(findings.map { finding in
                var members: [JSONNode.Member] = [
                    .init("rule", .string(finding.rule.rawValue)), .init("severity", .string(finding.diagnostic.severity.rawValue)),
                    .init("message", .string(ReportDocuments.withoutRuleSuffix(finding.diagnostic.message))), .init("path", .string(finding.diagnostic.path)),
                ]
                members += properties(of: finding)
                if let location = finding.diagnostic.location {
                    members += [.init("line", .integer(location.line)), .init("column", .integer(location.column))]
                }
                return .object(members)
            })))
        return ReportDocuments.writer.text(.object(document))
    }

    /// The report as a SARIF 2.1.0 log: one rule per kind of finding, one result per finding.
    package func sarif(warnings: [Diagnostic]) -> String {
        ReportDocuments.sarif(
            rules: UsageFinding.Rule.allCases.map { ReportDocuments.Rule(id: $0.rawValue, summary: $0.summary, level: $0.defaultLevel) },
            results: findings.map { ($0.rule.rawValue, $0.diagnostic, properties(of: $0)) },
            baseline: baseline.map { ($0, held.map { ($0.rule.rawValue, $0.diagnostic, properties(of: $0)) }) },
            runProperties: [.init("usage", summaryObject)],
            warnings: warnings)
    }

    /// A finding's key and table, where it has them.
    private func properties(of finding: UsageFinding) -> [JSONNode.Member] {
        (finding.key.map { [JSONNode.Member("key", .string($0))] } ?? []) + (finding.table.map { [JSONNode.Member("table", .string($0))] } ?? [])
    }

    private var summaryObject: JSONNode {
        .object([
            "swiftFiles": .integer(fileCount), "generatedFiles": .integer(generatedFileCount), "objectiveCFiles": .integer(objectiveCFileCount),
            "lookups": .object(lookupCounts.map { JSONNode.Member($0.key.rawValue, .integer($0.value)) }),
            "keys": .integer(keyCount), "uncountedKeys": .integer(uncountedKeyCount), "usedKeys": .integer(usedKeyCount), "unusedKeys": .integer(unusedKeyCount),
            "notJudgedKeys": .integer(keyCount - usedKeyCount - unusedKeyCount), "missingKeys": .integer(missingKeyCount),
        ])
    }

    /// `value` with its thousands grouped by commas, `1,204`, as the summary writes it in any locale.
    static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    static func counted(_ value: Int, _ noun: String) -> String {
        "\(number(value)) \(noun)\(value == 1 ? "" : "s")"
    }
}

extension UsageReport: FindingsReport {}
