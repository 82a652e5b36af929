import Foundation
import StringCatalog

extension UsageReport {
    /// The report at `level`: `error` makes a missing key an error (and the command fail),
    /// `warning` leaves every finding a warning or note, `off` keeps only the summary.
    public func leveled(_ level: CheckLevel) -> UsageReport {
        var report = self
        switch level {
        case .error:
            for index in report.findings.indices where report.findings[index].rule == .missingKey {
                report.findings[index].diagnostic.severity = .error
            }
        case .warning:
            break
        case .off:
            report.findings = []
        }
        return report
    }

    /// The findings as compiler diagnostics, one line each.
    public var diagnosticLines: [String] { findings.concurrentMap { $0.diagnostic.description } }

    /// What was read and found, in a few lines.
    public var summaryLines: [String] {
        let files = "\(Self.counted(fileCount, "Swift file"))" + (generatedFileCount > 0 ? " (\(generatedFileCount) generated, not counted as uses)" : "")
        let lookups = KeyLookup.Kind.allCases.compactMap { kind in lookupCounts[kind].map { "\(Self.number($0)) \(kind.rawValue)" } }
        let counts = findings.reduce(into: [UsageFinding.Rule: Int]()) { counts, finding in counts[finding.rule, default: 0] += 1 }
        let found = UsageFinding.Rule.allCases.compactMap { rule in counts[rule].map { "\(Self.number($0)) \(rule.rawValue)" } }
        return [
            "read \(files); lookups by key: " + (lookups.isEmpty ? "none" : lookups.joined(separator: ", ")),
            "keys: \(Self.number(keyCount)), \(Self.number(usedKeyCount)) used, \(Self.number(unusedKeyCount)) unused; \(Self.counted(missingKeyCount, "key")) looked up but missing",
            found.isEmpty ? "no findings" : "findings: " + found.joined(separator: ", "),
        ]
    }

    /// The report as a JSON document (keys sorted, so the same report gives the same bytes).
    public func json() -> String {
        var lookups: [String: Int] = [:]
        for (kind, count) in lookupCounts { lookups[kind.rawValue] = count }
        return ReportDocuments.serialize([
            "generator": ["name": "string-symbols", "version": Generator.version],
            "findings": findings.map { finding -> [String: Any] in
                var object: [String: Any] = [
                    "rule": finding.rule.rawValue, "severity": finding.diagnostic.severity.rawValue,
                    "message": ReportDocuments.withoutRuleSuffix(finding.diagnostic.message), "path": finding.diagnostic.path,
                ]
                if let key = finding.key { object["key"] = key }
                if let table = finding.table { object["table"] = table }
                if let location = finding.diagnostic.location {
                    object["line"] = location.line
                    object["column"] = location.column
                }
                return object
            },
            "summary": summaryObject(lookups: lookups),
        ] as [String: Any])
    }

    /// The report as a SARIF 2.1.0 log: one rule per kind of finding, one result per finding.
    public func sarif() -> String {
        var lookups: [String: Int] = [:]
        for (kind, count) in lookupCounts { lookups[kind.rawValue] = count }
        return ReportDocuments.sarif(
            rules: UsageFinding.Rule.allCases.map { ReportDocuments.Rule(id: $0.rawValue, summary: $0.summary, level: $0.defaultLevel) },
            results: findings.map { finding in
                var properties: [String: Any] = [:]
                if let key = finding.key { properties["key"] = key }
                if let table = finding.table { properties["table"] = table }
                return (finding.rule.rawValue, finding.diagnostic, properties)
            },
            runProperties: ["usage": summaryObject(lookups: lookups)])
    }

    private func summaryObject(lookups: [String: Int]) -> [String: Any] {
        [
            "swiftFiles": fileCount, "generatedFiles": generatedFileCount, "lookups": lookups,
            "keys": keyCount, "usedKeys": usedKeyCount, "unusedKeys": unusedKeyCount, "missingKeys": missingKeyCount,
        ]
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
