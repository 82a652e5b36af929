import Foundation
import Testing
import TestSupport
@testable import PluginFacts
@testable import StringSymbols

/// home-assistant/iOS's three tables, with the parameters of its `swiftgen.yml`: the `swiftgen`
/// template declares exactly the members SwiftGen declared in the output the project committed.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.legacyCorpus), "legacy corpus not found at \(SharedFolder.legacyCorpus.path)"))
struct SwiftGenHomeAssistantTests {
    static let project = SharedFolder.legacyCorpus.appendingPathComponent("home-assistant__iOS")

    @Test(arguments: [
        ("Localizable", "L10n", "Strings.swift"),
        ("Core", "CoreStrings", "CoreStrings.swift"),
        ("Frontend", "FrontendStrings", "FrontendStrings.swift"),
    ])
    func declaresWhatSwiftGenDeclared(table: String, enumName: String, swiftGenFile: String) throws {
        var configuration = GeneratorConfiguration(template: .builtIn(.swiftgen))
        configuration.templateParameters = ["publicAccess": .bool(true), "lookupFunction": .text("Current.localized.string")]
        if enumName != "L10n" { configuration.templateParameters["enumName"] = .text(enumName) }
        let table = Self.project.appendingPathComponent("Sources/App/Resources/en.lproj/\(table).strings").path
        let result = try Generator(configuration: configuration).generate(catalogPaths: [table], layout: .singleFile)
        let ours = try SwiftGenDeclarations.read(result.files[0].contents, enumName: enumName)
        let theirs = try SwiftGenDeclarations.read(
            String(contentsOf: Self.project.appendingPathComponent("SwiftGen-output/\(swiftGenFile)"), encoding: .utf8), enumName: enumName)
        #expect(theirs.count > 10)
        #expect(ours.subtracting(theirs).sorted() == [], "declared by us only")
        #expect(theirs.subtracting(ours).sorted() == [], "declared by SwiftGen only")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}

/// Xcode's own migrations of real legacy tables to catalogs (`migrations/<project>/before` and
/// `after` in the legacy corpus): every member the `swiftgen` templates declare for the tables,
/// they declare for the catalog, with the same types, so SwiftGen-style call sites compile before
/// and after the migration. (A catalog may hold more: keys Xcode extracted from code since.)
@Suite(.enabled(if: SharedFolder.shouldRun(LegacyCorpus.migrations), "migrations not found at \(LegacyCorpus.migrations.path)"))
struct SwiftGenMigrationTests {
    @Test(arguments: ["coteditor__CotEditor", "linearmouse__linearmouse"], [BuiltInTemplate.swiftgen, .swiftgenFlat])
    func tablesAndTheirCatalogDeclareTheSameMembers(project: String, template: BuiltInTemplate) throws {
        let folder = LegacyCorpus.migrations.appendingPathComponent(project)
        let catalogs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("after").path)
            .filter { $0.hasSuffix(".xcstrings") }.map { folder.appendingPathComponent("after/\($0)").path }
        var configuration = GeneratorConfiguration(template: .builtIn(template), moduleName: "Migrated")
        configuration.templateParameters = ["forceFileNameEnum": .bool(false)]
        let generator = Generator(configuration: configuration)
        let before = try generator.generate(catalogPaths: [folder.appendingPathComponent("before").path], layout: .singleFile)
        let after = try generator.generate(catalogPaths: catalogs, layout: .singleFile)
        // A table enum (several tables) is named after the table, which the migration may rename.
        func members(_ result: GenerationResult) throws -> Set<String> {
            try SwiftGenDeclarations.read(result.files[0].contents, enumName: "L10n")
        }
        let tables = try members(before)
        #expect(!tables.isEmpty)
        #expect(tables.subtracting(try members(after)).sorted() == [])
    }
}
