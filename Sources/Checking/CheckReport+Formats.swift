import Findings
import Foundation
import JSON

/// The forms `check` prints its findings in.
package enum CheckFormat: String, Hashable, Sendable, CaseIterable {
    /// `path:line:column: warning: message [rule]` lines, as compilers print them, and a
    /// summary of a line per catalog and language.
    case text
    /// One JSON document with every finding and summary.
    case json
    /// A SARIF 2.1.0 log, as code-scanning tools read it.
    case sarif
}

/// Findings and summaries of several catalogs, in the forms `check` prints.
package struct CheckReport: Sendable {
    /// One check per catalog, in the order given.
    package var catalogs: [CatalogCheck]

    /// Creates a report.
    package init(catalogs: [CatalogCheck]) {
        self.catalogs = catalogs
    }

    /// Every finding, catalog by catalog.
    package var findings: [CheckFinding] { catalogs.flatMap(\.findings) }

    /// Whether any finding is an error.
    package var hasErrors: Bool { catalogs.contains(where: \.hasErrors) }

    /// The findings as compiler diagnostics, one line each.
    package var diagnosticLines: [String] { findings.concurrentMap { $0.diagnostic.description } }

    /// The summary: per catalog and language, how far the translations are; then the findings
    /// counted by rule.
    package var summaryLines: [String] {
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
    package func json() -> String {
        ReportDocuments.writer.text(.object([
            "generator": ReportDocuments.generator,
            "catalogs": .array(catalogs.map { catalog in
                .object([
                    "path": .string(catalog.path),
                    "findings": .array(catalog.findings.map { finding in
                        var members: [JSONNode.Member] = [
                            .init("rule", .string(finding.kind.rawValue)),
                            .init("severity", .string(finding.diagnostic.severity.rawValue)),
                            .init("message", .string(ReportDocuments.withoutRuleSuffix(finding.diagnostic.message))),
                            .init("key", .string(finding.key)),
                            .init("language", .string(finding.language)),
                        ]
                        if let location = finding.diagnostic.location {
                            members += [.init("line", .integer(location.line)), .init("column", .integer(location.column))]
                        }
                        return .object(members)
                    }),
                    "languages": .array(catalog.summaries.map(Self.summaryObject)),
                ])
            }),
        ]))
    }

    /// The report as a SARIF 2.1.0 log: one run, one rule per kind of finding, one result per
    /// finding with its file, line and column; the summaries as the run's properties.
    package func sarif() -> String {
        let rules = CheckFinding.Kind.allCases.map { kind in
            ReportDocuments.Rule(id: kind.rawValue, summary: kind.summary, level: kind == .pluralCategoryUnused ? "note" : kind.breaksFormatting ? "error" : "warning")
        }
        return ReportDocuments.sarif(
            rules: rules,
            results: findings.map { ($0.kind.rawValue, $0.diagnostic, [.init("key", .string($0.key)), .init("language", .string($0.language))]) },
            runProperties: [.init("translationSummaries", .array(catalogs.map { catalog in
                .object(["path": .string(catalog.path), "languages": .array(catalog.summaries.map(Self.summaryObject))])
            }))])
    }

    private static func summaryObject(_ summary: TranslationSummary) -> JSONNode {
        .object([
            "language": .string(summary.language), "keys": .integer(summary.keys), "missing": .integer(summary.missing),
            "new": .integer(summary.new), "needsReview": .integer(summary.needsReview), "stale": .integer(summary.stale),
        ])
    }
}

extension CheckReport: FindingsReport {}
