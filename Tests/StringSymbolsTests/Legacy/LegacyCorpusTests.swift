import CatalogWriter
import Foundation
import Testing
@testable import string_symbols
import TestSupport
@testable import PluginFacts
@testable import StringSymbols
@testable import Symbols
@testable import TableInputs
@testable import TableModel

/// Every module of the legacy corpus, as a new user runs the generator on it: the folder that
/// holds its `.lproj` folders, default options. Each generates; with any built-in template no
/// table prints more than five warning lines and the output compiles under both isolations; the
/// figures per project are the documentation's; and a catalog migrated from the tables declares
/// exactly the same.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.legacyCorpus), "legacy corpus not found at \(SharedFolder.legacyCorpus.path)"))
struct LegacyCorpusTests {
    static let maximumWarningLinesPerTable = 5

    /// What a module's generation gives.
    struct Figures: Equatable {
        var tables = 0
        var symbols = 0
        var keysWithoutSymbol = 0
        var warningLines = 0

        static func + (lhs: Figures, rhs: Figures) -> Figures {
            Figures(tables: lhs.tables + rhs.tables, symbols: lhs.symbols + rhs.symbols,
                    keysWithoutSymbol: lhs.keysWithoutSymbol + rhs.keysWithoutSymbol, warningLines: lhs.warningLines + rhs.warningLines)
        }
    }

    static func figures(of module: LegacyCorpus.Module) throws -> Figures {
        let generator = Generator(configuration: GeneratorConfiguration())
        let result = try generator.generate(catalogPaths: [module.path], layout: .filePerTable)
        let lines = result.warnings.flatMap { $0.description.split(separator: "\n") }
        let (catalogs, _) = try generator.read([module.path])
        let translation = try SymbolTranslator().translate(catalogs, moduleName: generator.moduleName(forFirstInput: module.path))
        let withoutSymbol = catalogs.reduce(0) { $0 + $1.catalog.entries.count { !$0.isOnlyInTranslations } } - translation.tables.reduce(0) { $0 + $1.symbols.count }
        return Figures(tables: catalogs.count, symbols: translation.tables.reduce(0) { $0 + $1.symbols.count },
                       keysWithoutSymbol: withoutSymbol, warningLines: lines.count)
    }

    @Test(arguments: LegacyCorpus.modules.map(\.folder))
    func generatesWithAFewWarningsPerTableAtMost(folder: String) throws {
        let module = try #require(LegacyCorpus.modules.first { $0.folder == folder })
        // Every built-in template reports the keys it leaves out through the same summary.
        for template in BuiltInTemplate.allCases {
            let configuration = GeneratorConfiguration(template: .builtIn(template))
            let result = try Generator(configuration: configuration).generate(catalogPaths: [module.path], layout: .filePerTable)
            let byTable = Dictionary(grouping: result.warnings) { TableFileName.baseName(of: $0.path) }
            for (table, warnings) in byTable {
                #expect(warnings.count <= Self.maximumWarningLinesPerTable, "\(template) \(table): \(warnings.map(\.description).joined(separator: "\n"))")
            }
            // Every warning points into a legacy file, but those about a table as a whole: tables
            // without a source-language file, a table named like its module.
            let wholeTable = ["no source-language file", "has the name of its module"]
            #expect(result.warnings.allSatisfy { $0.severity == .warning && ($0.location != nil || wholeTable.contains(where: $0.message.contains)) },
                    "\(template): \(result.warnings.filter { $0.location == nil })")
            #expect(result.warnings.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }, "every warning names a real file")
            // A legacy table's keys carry nothing but their values: no advice to mark them, in
            // the summaries or in the warnings of each key.
            var verbose = configuration
            verbose.verbose = true
            let everyKey = try Generator(configuration: verbose).generate(catalogPaths: [module.path], layout: .filePerTable).warnings
            #expect(everyKey.count >= result.warnings.count)
            let advice = (result.warnings + everyKey).filter { $0.message.contains("generatesSymbol") }
            #expect(advice.isEmpty, "\(template): \(advice)")
        }
    }

    /// The figures of the table of the documentation, one row per project.
    @Test func figuresPerProjectAreTheReadmes() throws {
        var rows: [[Int]] = []
        for project in LegacyCorpus.projects {
            let figures = try LegacyCorpus.modules.filter { $0.project == project }.map(Self.figures).reduce(Figures(), +)
            print("legacy corpus \(project): \(figures.tables) tables, \(figures.symbols) symbols, \(figures.keysWithoutSymbol) keys without a symbol, \(figures.warningLines) warning lines")
            rows.append([figures.tables, figures.symbols, figures.keysWithoutSymbol, figures.warningLines])
        }
        #expect(rows == (try Self.readmeRows()))
    }

    @Test(arguments: LegacyCorpus.modules.map(\.folder))
    func outputOfBothTemplatesCompiles(folder: String) throws {
        let module = try #require(LegacyCorpus.modules.first { $0.folder == folder })
        for template in BuiltInTemplate.allCases {
            let configuration = GeneratorConfiguration(template: .builtIn(template), moduleName: "LegacyModule")
            let result = try Generator(configuration: configuration).generate(catalogPaths: [module.path], layout: .filePerTable)
            for isolation in SwiftCompiler.DefaultIsolation.allCases {
                try SwiftCompiler.check(.resources("LegacyModule", files: result.files, isolation: isolation))
            }
        }
    }

    /// `check` reads every module: each finding points into a file of the module, at a line.
    @Test(arguments: LegacyCorpus.modules.map(\.folder))
    func checkRuns(folder: String) throws {
        let module = try #require(LegacyCorpus.modules.first { $0.folder == folder })
        let (report, _) = try checkReport(ToolConfiguration(), tables: [module.path])
        let findings = report.catalogs.flatMap(\.findings)
        #expect(findings.allSatisfy { $0.diagnostic.path.hasPrefix(module.path + "/") && $0.diagnostic.location != nil })
        let kinds = Dictionary(grouping: findings, by: \.kind).mapValues(\.count).sorted { $0.key.rawValue < $1.key.rawValue }
        print("legacy check \(folder): \(findings.count) findings \(kinds.map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", "))")
    }

    /// The legacy table and the catalog Xcode would migrate it to, made here with Foundation's
    /// own parser, declare the same symbols.
    @Test(arguments: LegacyCorpus.modules.map(\.folder))
    func migratedCatalogDeclaresTheSame(folder: String) throws {
        try Self.expectCatalogsDeclareTheSame(folder: folder) { table in try MigratedCatalogConverter.catalogJSON(for: table) }
    }

    /// The catalogs `convert` writes for a module's tables declare what the tables declare.
    @Test(arguments: LegacyCorpus.modules.map(\.folder))
    func convertedCatalogDeclaresTheSame(folder: String) throws {
        try Self.expectCatalogsDeclareTheSame(folder: folder) { table in
            try Data(CatalogEncoder().bytes(Migration.catalog(migrating: table.read().catalog, path: table.path).catalog))
        }
    }

    /// The catalogs `catalog` makes of each table of the module `folder`, in a folder of the
    /// module's name, declare what the tables declare.
    static func expectCatalogsDeclareTheSame(folder: String, catalog: (TableInput) throws -> Data) throws {
        let module = try #require(LegacyCorpus.modules.first { $0.folder == folder })
        let tables = try TableDiscovery().tables(in: [module.path]).tables
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("catalogs-\(UUID().uuidString)/\(TableFileName.fileName(of: module.path))")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch.deletingLastPathComponent()) }
        var catalogPaths: [String] = []
        for table in tables {
            let url = scratch.appendingPathComponent(table.name + ".xcstrings")
            try catalog(table).write(to: url)
            catalogPaths.append(url.path)
        }
        try Self.expectSameDeclarations(legacy: module.path, catalogs: catalogPaths)
    }

    static func expectSameDeclarations(legacy folder: String, catalogs catalogPaths: [String]) throws {
        let generator = Generator(configuration: GeneratorConfiguration(moduleName: "Module"))
        let legacy = try Self.declarations(generator.read([folder]).0)
        let migrated = try Self.declarations(generator.read(catalogPaths).0)
        #expect(legacy.count > 0)
        for (table, declarations) in legacy {
            let other = migrated[table] ?? [:]
            let differing = Set(declarations.keys).union(other.keys).filter { declarations[$0] != other[$0] }.sorted()
            #expect(differing.isEmpty, "\(table): \(differing.prefix(5).map { "\($0): \(declarations[$0] ?? "none") vs \(other[$0] ?? "none")" })")
        }
        #expect(Set(legacy.keys) == Set(migrated.keys))
    }

    /// Each table's declarations by key: `name(label: Type, …)`.
    static func declarations(_ catalogs: [LoadedTable]) throws -> [String: [String: String]] {
        let translation = try SymbolTranslator().translate(catalogs, moduleName: "Module")
        var result: [String: [String: String]] = [:]
        for table in translation.tables {
            result[table.tableName] = Dictionary(uniqueKeysWithValues: table.symbols.map { symbol in
                (symbol.key, symbol.name.identifier + "(" + symbol.parameters.map { "\($0.label ?? "_"): \($0.type.swiftName)" }.joined(separator: ", ") + ")")
            })
        }
        return result
    }

    /// The figures of the table of the documentation of legacy projects: tables, symbols, keys without a
    /// symbol, warning lines.
    static func readmeRows() throws -> [[Int]] {
        try DocumentTable.numbers(in: "Documentation/LegacyTables.md", header: "| project | tables | symbols | keys without a symbol | warning lines |")
    }
}
