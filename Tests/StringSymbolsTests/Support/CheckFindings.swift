import Foundation
@testable import string_symbols
@testable import Checking
@testable import Findings
import StringSymbols

/// What `check` reports for `files` (paths under a temporary folder, and their text) with
/// `policy`, at `level`: each finding's diagnostic, the folder left out of its paths.
func checkFindings(_ files: [String: String], policy: CheckPolicy, level: CheckLevel = .warning) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in files {
        let url = folder.appendingPathComponent("Res/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((text + "\n").utf8).write(to: url)
    }
    let configuration = ToolConfiguration(generator: GeneratorConfiguration(check: level), policy: policy)
    let (report, _) = try checkReport(configuration, tables: [folder.appendingPathComponent("Res").path])
    let root = folder.path + "/Res/"
    return report.catalogs.flatMap(\.findings).map { $0.diagnostic.description.replacingOccurrences(of: root, with: "") }
}
