import Foundation
import StringCatalog

/// The forms `check` prints its findings in.
public enum CheckFormat: String, Hashable, Sendable, CaseIterable {
    /// `path:line:column: warning: message [rule]` lines, as compilers print them, and a
    /// summary of a line per catalog and language.
    case text
    /// One JSON document with every finding and summary.
    case json
    /// A SARIF 2.1.0 log, as code-scanning tools read it.
    case sarif
}

/// Findings and summaries of several catalogs, in the forms `check` prints.
public struct CheckReport: Sendable {
    /// One check per catalog, in the order given.
    public var catalogs: [CatalogCheck]

    /// Creates a report.
    public init(catalogs: [CatalogCheck]) {
        self.catalogs = catalogs
    }

    /// Every finding, catalog by catalog.
    public var findings: [CheckFinding] { catalogs.flatMap(\.findings) }

    /// Whether any finding is an error.
    public var hasErrors: Bool { catalogs.contains(where: \.hasErrors) }

    /// The findings as compiler diagnostics, one line each.
    public var diagnosticLines: [String] { findings.concurrentMap { $0.diagnostic.description } }

    /// The summary: per catalog and language, how far the translations are; then the findings
    /// counted by rule.
    public var summaryLines: [String] {
        var lines: [String] = []
        for catalog in catalogs {
            lines += catalog.summaries.map { "\(catalog.path): \($0.description)" }
        }
        let counts = Dictionary(grouping: findings, by: \.kind).mapValues(\.count)
        let found = CheckFinding.Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }
        lines.append(found.isEmpty ? "no findings" : "findings: " + found.joined(separator: ", "))
        return lines
    }

    /// The report as a JSON document (keys sorted, so the same report gives the same bytes).
    public func json() -> String {
        let document: [String: Any] = [
            "generator": ["name": "string-symbols", "version": Generator.version],
            "catalogs": catalogs.map { catalog in
                [
                    "path": catalog.path,
                    "findings": catalog.findings.map { finding -> [String: Any] in
                        var object: [String: Any] = [
                            "rule": finding.kind.rawValue,
                            "severity": finding.diagnostic.severity.rawValue,
                            "message": finding.diagnostic.message,
                            "key": finding.key,
                            "language": finding.language,
                        ]
                        if let location = finding.diagnostic.location {
                            object["line"] = location.line
                            object["column"] = location.column
                        }
                        return object
                    },
                    "languages": catalog.summaries.map(Self.summaryObject),
                ] as [String: Any]
            },
        ]
        return ReportDocuments.serialize(document)
    }

    /// The report as a SARIF 2.1.0 log: one run, one rule per kind of finding, one result per
    /// finding with its file, line and column; the summaries as the run's properties.
    public func sarif() -> String {
        let rules = CheckFinding.Kind.allCases.map { kind in
            ReportDocuments.Rule(id: kind.rawValue, summary: kind.summary, level: kind == .pluralCategoryUnused ? "note" : kind.breaksFormatting ? "error" : "warning")
        }
        return ReportDocuments.sarif(
            rules: rules,
            results: findings.map { ($0.kind.rawValue, $0.diagnostic, ["key": $0.key, "language": $0.language]) },
            runProperties: ["translationSummaries": catalogs.map { catalog in
                ["path": catalog.path, "languages": catalog.summaries.map(Self.summaryObject)] as [String: Any]
            }])
    }

    private static func summaryObject(_ summary: TranslationSummary) -> [String: Any] {
        [
            "language": summary.language, "keys": summary.keys, "missing": summary.missing, "new": summary.new,
            "needsReview": summary.needsReview, "stale": summary.stale,
        ]
    }
}
