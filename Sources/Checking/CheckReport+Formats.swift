import Findings
import Foundation
import InputText
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
    /// One check per catalog, in the order given: with a baseline, the findings it does not hold.
    package var catalogs: [CatalogCheck]
    /// With a baseline: the findings it holds, and what it says.
    package private(set) var held: [CheckFinding] = []
    package private(set) var baseline: BaselineOutcome?
    /// The rules applied and the files read (``CheckReport/init(checking:level:policy:)``): a
    /// baseline's finding outside them is not fixed.
    package var scope = BaselineScope(rules: Set(CheckFinding.Kind.allCases.map(\.rawValue)), files: [])
    /// At the level `off`: how many findings of each rule were found, none of them reported one
    /// by one; `nil` at the other levels.
    package var unreported: [CheckFinding.Kind: Int]?

    /// Creates a report.
    package init(catalogs: [CatalogCheck]) {
        self.catalogs = catalogs
    }

    /// Every finding, catalog by catalog.
    package var findings: [CheckFinding] { catalogs.flatMap(\.findings) }

    /// Whether any finding is an error, or the ratchet finds fixed findings in the baseline.
    package var hasErrors: Bool { catalogs.contains(where: \.hasErrors) || baseline?.ratchetError != nil }

    /// The findings as compiler diagnostics, one line each, and the ratchet's error.
    package var diagnosticLines: [String] {
        findings.concurrentMap { $0.diagnostic.description } + (baseline?.ratchetError.map { [$0.description] } ?? [])
    }

    /// The identifiers of `check`'s rules, the translation rules and the team's.
    package static var ruleIDs: [String] { CheckFinding.Kind.allCases.map(\.rawValue) }

    /// The findings as a baseline holds them, paths relative to `folder` (the baseline's).
    package func baselineEntries(relativeTo folder: String) -> [Baseline.Entry] {
        findings.map { Self.entry($0, relativeTo: folder) }
    }

    private static func entry(_ finding: CheckFinding, relativeTo folder: String) -> Baseline.Entry {
        Baseline.Entry(rule: finding.kind.rawValue, file: Baseline.relativePath(finding.diagnostic.path, to: folder), key: finding.key, language: finding.language)
    }

    /// The report with the findings `baseline` (read from `path`) holds taken out; with
    /// `ratchet`, fixed findings the baseline still holds are an error.
    package func applying(_ baseline: Baseline, path: String, ratchet: Bool) -> CheckReport {
        let numbered = catalogs.indices.flatMap { index in catalogs[index].findings.map { (catalog: index, finding: $0) } }
        let (new, held, outcome) = BaselineOutcome.apply(baseline, path: path, ratchet: ratchet, to: numbered, scope: scope) { item, folder in
            Self.entry(item.finding, relativeTo: folder)
        }
        var report = self
        let newByCatalog = Dictionary(grouping: new, by: \.catalog)
        for index in report.catalogs.indices { report.catalogs[index].findings = newByCatalog[index]?.map(\.finding) ?? [] }
        report.held = held.map(\.finding)
        report.baseline = outcome
        return report
    }

    /// The summary: per catalog and language, how far the translations are; then the findings
    /// counted by rule.
    package var summaryLines: [String] {
        var lines: [String] = []
        for catalog in catalogs {
            lines += catalog.summaries.map { "\(catalog.path): \($0.description)" }
        }
        let counts = unreported ?? Dictionary(grouping: findings, by: \.kind).mapValues(\.count)
        let found = CheckFinding.Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.rawValue)" } }
        lines.append(ReportDocuments.findingsLine(found, new: baseline != nil, reported: unreported == nil))
        if let baseline { lines.append(baseline.summaryLine) }
        return lines
    }

    /// The report as a JSON document (keys sorted, so the same report gives the same bytes).
    package func json(warnings: [Diagnostic]) -> String {
        var document = [JSONNode.Member("generator", ReportDocuments.generator)]
        if !warnings.isEmpty { document.append(JSONNode.Member("warnings", .array(warnings.map(ReportDocuments.jsonObject)))) }
        if let baseline { document.append(JSONNode.Member("baseline", baseline.jsonObject)) }
        document.append(JSONNode.Member("catalogs", .array(catalogs.map { catalog in
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
            })))
        return ReportDocuments.writer.text(.object(document))
    }

    /// The report as a SARIF 2.1.0 log: one run, one rule per kind of finding, one result per
    /// finding with its file, line and column; the summaries as the run's properties.
    package func sarif(warnings: [Diagnostic]) -> String {
        let rules = CheckFinding.Kind.allCases.map { kind in
            ReportDocuments.Rule(id: kind.rawValue, summary: kind.summary, level: kind == .pluralCategoryUnused ? "note" : kind.breaksFormatting ? "error" : "warning")
        }
        let result = { (finding: CheckFinding) -> ReportDocuments.Result in
            (finding.kind.rawValue, finding.diagnostic, [.init("key", .string(finding.key)), .init("language", .string(finding.language))])
        }
        return ReportDocuments.sarif(
            rules: rules,
            results: findings.map(result),
            baseline: baseline.map { ($0, held.map(result)) },
            runProperties: [.init("translationSummaries", .array(catalogs.map { catalog in
                .object(["path": .string(catalog.path), "languages": .array(catalog.summaries.map(Self.summaryObject))])
            }))],
            warnings: warnings)
    }

    private static func summaryObject(_ summary: TranslationSummary) -> JSONNode {
        .object([
            "language": .string(summary.language), "keys": .integer(summary.keys), "missing": .integer(summary.missing),
            "new": .integer(summary.new), "needsReview": .integer(summary.needsReview), "stale": .integer(summary.stale),
        ])
    }
}

extension CheckReport: FindingsReport {}
