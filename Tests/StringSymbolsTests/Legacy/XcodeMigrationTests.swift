import Foundation
import Testing
import TestSupport
@testable import StringSymbols

/// Xcode's own migrations of real tables (`legacy-corpus/migrations`): the legacy reader on the
/// tables before the migration declares what Xcode's catalog after it declares, over the keys
/// both give a symbol. (The committed catalogs were built after migrating, so code extraction
/// changed some keys' states and added keys: those are not compared.)
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.legacyCorpus), "legacy corpus not found at \(SharedFolder.legacyCorpus.path)"))
struct XcodeMigrationTests {
    static let projects = ["coteditor__CotEditor", "linearmouse__linearmouse"]

    @Test(arguments: projects)
    func legacyTablesDeclareWhatXcodesCatalogDeclares(project: String) throws {
        let folder = LegacyCorpus.migrations.appendingPathComponent(project)
        let after = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("after").path)
            .filter { $0.hasSuffix(".xcstrings") }.map { folder.appendingPathComponent("after/\($0)").path }
        let generator = Generator(configuration: GeneratorConfiguration(moduleName: "Module"))
        let legacy = try LegacyCorpusTests.declarations(generator.read([folder.appendingPathComponent("before").path]).0)
        let migrated = try LegacyCorpusTests.declarations(generator.read(after).0)
        // One table each (CotEditor renamed its table by hand in the migration commit).
        let before = try #require(legacy.values.first)
        let catalog = try #require(migrated.values.first)
        #expect(legacy.count == 1 && migrated.count == 1)
        let common = Set(before.keys).intersection(catalog.keys)
        let differing = common.filter { before[$0] != catalog[$0] }.sorted()
        #expect(differing.isEmpty, "\(differing.map { "\($0): \(before[$0]!) vs Xcode's \(catalog[$0]!)" })")
        print("\(project): \(common.count) keys compared, \(before.count) legacy symbols, \(catalog.count) in Xcode's catalog")
        #expect(common.count >= min(before.count, catalog.count) * 9 / 10, "most keys are compared")
        // Every stringsdict key is among them: they are what the mapping is about.
        let pluralKeys = try Self.stringsdictKeys(in: folder.appendingPathComponent("before/en.lproj"))
        #expect(!pluralKeys.isEmpty && pluralKeys.isSubset(of: common), "\(pluralKeys.subtracting(common).sorted())")
    }

    static func stringsdictKeys(in folder: URL) throws -> Set<String> {
        let url = folder.appendingPathComponent("Localizable.stringsdict")
        let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
        return Set((plist as? [String: Any] ?? [:]).keys)
    }
}
