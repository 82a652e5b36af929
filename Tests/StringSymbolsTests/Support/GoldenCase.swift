import Foundation
@testable import string_symbols
import TestSupport
import Testing
@testable import InputText
@testable import PluginFacts
@testable import StringSymbols
@testable import Symbols
@testable import TableModel

/// One reference case in `Tests/Golden/<name>`: catalogs (and an optional `string-symbols.json`)
/// in `input/`, the exact expected output in `expected/`.
///
/// Re-record after an intended change with `STRING_SYMBOLS_RECORD=1 swift test --filter Golden`,
/// then review the diff of `Tests/Golden` by eye before committing.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["STRING_SYMBOLS_RECORD"] == "1" }

    static let all: [GoldenCase] = GoldenFolder.caseNames.map { GoldenCase(name: $0) }

    /// The case `name`, if there is one.
    static func named(_ name: String) -> GoldenCase? {
        all.first { $0.name == name }
    }

    var name: String
    var testDescription: String { name }

    var folder: URL { GoldenFolder.root.appendingPathComponent(name) }
    var input: URL { GoldenFolder.input(of: name) }
    var expected: URL { folder.appendingPathComponent("expected") }

    var catalogPaths: [String] {
        SharedFolder.files(in: input, withExtension: "xcstrings").map(\.path)
    }

    /// The case's configuration; the module is `AppResources` unless the case names another.
    func configuration() throws -> GeneratorConfiguration {
        let file = input.appendingPathComponent(GenerationFiles.configurationFileName).path
        var configuration = FileManager.default.fileExists(atPath: file)
            ? try ConfigurationFile.read(contentsOfFile: file).generator : GeneratorConfiguration()
        if configuration.moduleName == nil { configuration.moduleName = "AppResources" }
        return configuration
    }

    /// What the `string` output prints when every accessor is called (`StringTemplateRunTests`).
    var stringRun: URL { folder.appendingPathComponent("string-run.txt") }

    /// The symbol tables of the case under `configuration`.
    func tables(_ configuration: GeneratorConfiguration) throws -> [SymbolTable] {
        let catalogs = try catalogPaths.map { path in LoadedTable(path: path, catalog: try StringTable.read(contentsOfFile: path).catalog) }
        return try SymbolTranslator(selection: configuration.symbols, template: configuration.template)
            .translate(catalogs, moduleName: configuration.moduleName ?? "AppResources").tables
    }

    /// Generates the case with `configuration`, one file per table.
    func generate(_ configuration: GeneratorConfiguration) throws -> GenerationResult {
        try Generator(configuration: configuration).generate(catalogPaths: catalogPaths, layout: .filePerTable)
    }

    /// Diagnostics with the case folder removed from their paths, so they read the same anywhere.
    func relative(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") + "\n" }.joined()
    }

    /// The files of `expected/` by name.
    func expectedFiles() -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: expected.path)) ?? []
        var files: [String: String] = [:]
        for name in names {
            files[name] = try? String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// Replaces `expected/` with `files`.
    func record(_ files: [String: String]) throws {
        try? FileManager.default.removeItem(at: expected)
        try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: expected.appendingPathComponent(name))
        }
    }
}
