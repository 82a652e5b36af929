import Foundation
import Testing
@testable import string_symbols
import TestSupport
@testable import Checking
@testable import InputText
@testable import StringSymbols

/// `check` on every catalog of the corpus, with default options. Each finding points into its
/// catalog at a placeholder or variation that exists, and the counts, per catalog and per rule,
/// are those of the Documentation/Checks.md's section "What `check` finds in real catalogs".
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct CorpusCheckTests {
    struct Checked: Sendable {
        var file: String
        var check: CatalogCheck
    }

    /// Every catalog checked, once for the suite's tests.
    static let checked = Result { try checkAll() }

    static func checkAll() throws -> [Checked] {
        try CorpusCatalogs.fileNames.map { file in
            let path = SharedFolder.corpus.appendingPathComponent(file).path
            let (report, _) = try checkReport(ToolConfiguration(), tables: [path])
            return Checked(file: file, check: try #require(report.catalogs.first))
        }
    }

    @Test func everyFindingPointsIntoItsCatalog() throws {
        for checked in try Self.checked.get() {
            let lines = try String(contentsOfFile: checked.check.path, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for finding in checked.check.findings {
                let location = try #require(finding.diagnostic.location, "\(finding.diagnostic)")
                #expect(location.line >= 1 && location.line <= lines.count, "\(finding.diagnostic)")
                guard location.line >= 1 && location.line <= lines.count else { continue }
                // The column counts UTF-8 bytes; the line holds the language's key or a value.
                let line = Array(lines[location.line - 1].utf8)
                #expect(location.column >= 1 && location.column <= line.count, "\(finding.diagnostic)")
                // A finding about the source names the key, not a translation.
                let about = [.sourceFormat, .sourceDropsArgument].contains(finding.kind) ? "'\(finding.key)'" : "the \(finding.language) translation of '\(finding.key)'"
                #expect(finding.diagnostic.message.contains(about), "\(finding.diagnostic)")
                let expected: Diagnostic.Severity = finding.kind == .pluralCategoryUnused ? .note : .warning
                #expect(finding.diagnostic.severity == expected, "\(finding.diagnostic)")
            }
            let counted = checked.check.findings.isEmpty
                ? "no findings"
                : Self.counts(of: checked.check.findings).map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", ")
            print("check \(checked.file): \(counted)")
        }
    }

    /// The documentation's table of findings per catalog, in the corpus's file order, lists exactly the
    /// catalogs with findings.
    @Test func findingsPerCatalogAreTheReadmes() throws {
        let checked = try Self.checked.get().filter { !$0.check.findings.isEmpty }
        let rows = try Self.readmeTable(header: "| catalog | findings |")
        #expect(rows.count == checked.count, "\(rows)")
        for (row, catalog) in zip(rows, checked) {
            let counted = Self.counts(of: catalog.check.findings).map { "\($0.count) \($0.kind.rawValue)" }.joined(separator: ", ")
            #expect(row.last == counted, "the documentation's row '\(row.first ?? "")' is for \(catalog.file)")
        }
    }

    /// The documentation's table of findings per rule: every rule, the findings and the catalogs with one.
    @Test func findingsPerRuleAreTheReadmes() throws {
        let checked = try Self.checked.get()
        let rows = try Self.readmeTable(header: "| finding | count | catalogs |")
        // The team's rules are off without a policy: the corpus, checked with none, has no such finding.
        let crashRules = CheckFinding.Kind.allCases.filter { !$0.isPolicy }
        #expect(!checked.contains { $0.check.findings.contains { $0.kind.isPolicy } })
        #expect(rows.map { $0.first } == crashRules.map { "`\($0.rawValue)`" })
        for (row, kind) in zip(rows, crashRules) {
            let count = checked.reduce(0) { $0 + $1.check.findings.filter { $0.kind == kind }.count }
            let catalogs = checked.filter { $0.check.findings.contains { $0.kind == kind } }.count
            #expect(Array(row.dropFirst()) == [String(count), String(catalogs)], "\(kind.rawValue)")
        }
        print("check corpus: \(checked.reduce(0) { $0 + $1.check.findings.count }) findings in \(checked.filter { !$0.check.findings.isEmpty }.count) of \(checked.count) catalogs")
    }

    static func counts(of findings: [CheckFinding]) -> [(kind: CheckFinding.Kind, count: Int)] {
        CheckFinding.Kind.allCases.compactMap { kind in
            let count = findings.filter { $0.kind == kind }.count
            return count == 0 ? nil : (kind, count)
        }
    }

    /// The cells of the table of the documentation under `header`, trimmed.
    static func readmeTable(header: String) throws -> [[String]] {
        let readme = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent("Documentation/Checks.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: header + "\n").dropFirst().first, "no table '\(header)' in the README")
        return table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { $0.hasPrefix("|") }.map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }
}
