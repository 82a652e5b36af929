import Foundation
import KeyUsage
import StringSymbols
@testable import string_symbols

/// A module on disk for `usage` and `migrate`: a folder with tables and Swift files (and a
/// `Package.swift` above it, for a package's target), removed when the fixture goes.
final class UsageFixture {
    let root: URL
    /// The module's folder, `Sources/Feature` under the root.
    let module: URL

    init(package: Bool = true) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("usage-\(UUID().uuidString)")
        module = root.appendingPathComponent("Sources/Feature")
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        if package { try write("../../Package.swift", "// swift-tools-version: 6.0\n") }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes `contents` at `path`, relative to the module's folder.
    func write(_ path: String, _ contents: String) throws {
        let url = module.appendingPathComponent(path).standardizedFileURL
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: module.appendingPathComponent(path), encoding: .utf8)
    }

    /// A catalog of `entries` (key to English value) named `table`.
    func writeCatalog(_ entries: [(key: String, value: String)], table: String = "Localizable") throws {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        let members = entries.map { entry in
            "    \(quoted(entry.key)): {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \(quoted(entry.value))}}}}"
        }
        try write("Resources/\(table).xcstrings", "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n" + members.joined(separator: ",\n") + "\n  },\n  \"version\": \"1.0\"\n}\n")
    }

    /// The usage of the module's tables under `Resources`.
    func usage(_ configuration: ToolConfiguration = ToolConfiguration(), tables: [String] = ["Resources"]) throws -> UsageReport {
        try UsageRun(tables: tables.map { module.appendingPathComponent($0).path }, sourceFolders: [module.path]).report(configuration).report
    }

    /// The report's findings and notes, paths relative to the module's folder.
    func lines(_ report: UsageReport) -> (findings: [String], notes: [String]) {
        let prefix = module.standardizedFileURL.path + "/"
        func relative(_ line: String) -> String { line.replacingOccurrences(of: prefix, with: "") }
        return (report.diagnosticLines.map(relative), report.leftAlone.map { relative($0.description) })
    }

    /// Makes every rewrite of `report`, as `migrate --write` does.
    func migrate(_ report: UsageReport) throws {
        _ = try SourceFileWriter(sourceFolders: [module.path]).write(report.rewrites)
    }
}
