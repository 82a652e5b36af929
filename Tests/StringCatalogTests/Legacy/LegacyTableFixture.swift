import Foundation
@testable import InputText
@testable import TableInputs
@testable import TableModel

/// A folder of legacy files written for a test, removed when the fixture is.
final class LegacyTableFixture {
    let root: URL

    /// Writes `files` (path relative to the fixture to text) into a fresh folder.
    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-\(UUID().uuidString)")
        for (path, text) in files {
            try write(path, Data(text.utf8))
        }
    }

    func write(_ path: String, _ bytes: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    /// The path of `relative`; `.` is the fixture's folder.
    func path(_ relative: String) -> String { relative == "." ? root.path : root.appendingPathComponent(relative).path }

    /// A diagnostic as printed, with the fixture's folder left out.
    func shown(_ diagnostic: Diagnostic) -> String {
        diagnostic.description.replacingOccurrences(of: root.path + "/", with: "")
    }

    /// The tables of `inputs` (relative paths) and the discovery's warnings, shown.
    func tables(_ inputs: [String], sourceLanguage: String = "en") throws(DiagnosticError) -> ([TableInput], [String]) {
        let (tables, warnings) = try TableDiscovery(sourceLanguage: sourceLanguage).tables(in: inputs.map(path))
        return (tables, warnings.map(shown))
    }

    /// The one table of `inputs`, read.
    func read(_ inputs: [String], sourceLanguage: String = "en", summarizing: Bool = true) throws -> (catalog: StringTable, warnings: [String]) {
        let (tables, _) = try tables(inputs, sourceLanguage: sourceLanguage)
        guard tables.count == 1 else { throw DiagnosticError(diagnostics: []) }
        let result = try tables[0].read(summarizing: summarizing)
        return (result.catalog, result.warnings.map(shown))
    }

    /// The problems of reading `inputs`, shown, whether reading failed or not.
    func diagnostics(_ inputs: [String]) -> [String] {
        do {
            let (tables, warnings) = try tables(inputs)
            var shownDiagnostics = warnings
            for table in tables {
                do {
                    shownDiagnostics += try table.read().warnings.map(shown)
                } catch {
                    shownDiagnostics += error.diagnostics.map(shown)
                }
            }
            return shownDiagnostics
        } catch {
            return error.diagnostics.map(shown)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }
}

/// A stringsdict file of `entries`, each a key and the XML of its dictionary's members.
func stringsdict(_ entries: KeyValuePairs<String, String>) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
    for (key, members) in entries {
        text += "<key>\(key)</key>\n<dict>\n\(members)</dict>\n"
    }
    return text + "</dict>\n</plist>\n"
}

/// The members of a stringsdict entry: its format and one plural variable.
func pluralEntry(format: String, variable: String, type: String = "d", _ forms: KeyValuePairs<String, String>) -> String {
    var text = "<key>NSStringLocalizedFormatKey</key><string>\(format)</string>\n<key>\(variable)</key>\n<dict>\n"
    text += "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
    text += "<key>NSStringFormatValueTypeKey</key><string>\(type)</string>\n"
    for (category, form) in forms { text += "<key>\(category)</key><string>\(form)</string>\n" }
    return text + "</dict>\n"
}
