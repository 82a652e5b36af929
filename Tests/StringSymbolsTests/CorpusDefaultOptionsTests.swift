import Foundation
import Testing
import TestSupport
@testable import PluginFacts
@testable import StringSymbols
@testable import Symbols
@testable import TableModel

/// Every catalog of the corpus, as a new user runs the generator on it: default options, nothing
/// edited. Generation succeeds, prints at most five warning lines, and the output compiles
/// (`CorpusTypeCheckTests`). The figures per catalog must be those of the table of the documentation, whose
/// rows follow the catalogs' file names in order.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct CorpusDefaultOptionsTests {
    static let maximumWarningLines = 5

    @Test(arguments: CorpusCatalogs.fileNames)
    func generatesWithAFewWarningsAtMost(file: String) throws {
        let path = SharedFolder.corpus.appendingPathComponent(file).path
        let generator = Generator(configuration: GeneratorConfiguration())
        let result = try generator.generate(catalogPaths: [path], layout: .filePerTable)
        let lines = result.warnings.flatMap { $0.description.split(separator: "\n") }
        #expect(lines.count <= Self.maximumWarningLines, "\(lines.joined(separator: "\n"))")
        #expect(result.warnings.allSatisfy { $0.severity == .warning && $0.location != nil }, "every warning points into the catalog")
        // No line of any built-in template's output ends in a space (texts of several lines,
        // blank ones among them, are quoted in doc comments).
        for template in BuiltInTemplate.allCases {
            let output = template == .xcode ? result : try Generator(configuration: GeneratorConfiguration(template: .builtIn(template))).generate(catalogPaths: [path], layout: .filePerTable)
            for file in output.files {
                let trailing = file.contents.split(separator: "\n").filter { $0.last == " " || $0.last == "\t" }
                #expect(trailing.isEmpty, "\(template) \(file.name): \(trailing.prefix(3))")
            }
        }

        let translation = try SymbolTranslator().translate(
            [LoadedTable(path: path, catalog: try StringTable.read(contentsOfFile: path).catalog)], moduleName: "Module")
        let symbols = translation.tables.reduce(0) { $0 + $1.symbols.count }
        let omitted = translation.omissions.reduce(0) { $0 + $1.keys.count }
        print("corpus \(file): \(symbols) symbols, \(omitted) keys without a symbol, \(lines.count) warning lines")
        let rows = try Self.readmeRows()
        let index = try #require(CorpusCatalogs.fileNames.firstIndex(of: file))
        #expect(rows.count == CorpusCatalogs.fileNames.count, "the table of the documentation has a row per corpus catalog")
        if index < rows.count {
            #expect(rows[index] == [symbols, omitted, lines.count], "the documentation's row \(index + 1) is for \(file)")
        }
    }

    /// The figures of the table of the documentation of corpus catalogs: symbols, keys without a symbol,
    /// warning lines.
    static func readmeRows() throws -> [[Int]] {
        try DocumentTable.numbers(in: "Documentation/GeneratedCode.md", header: "| catalog | symbols | keys without a symbol | warning lines |")
    }

    /// A generator that leaves what it no longer needs to the end of the process, as the
    /// command-line tool does, writes what one that frees it writes.
    @Test func keepingWhatIsNoLongerNeededChangesNothing() throws {
        let path = SharedFolder.corpus.appendingPathComponent("duckduckgo__apple-browsers__macOS__DuckDuckGo__Localizable.xcstrings").path
        var keeping = Generator(configuration: GeneratorConfiguration())
        keeping.keepsWhatItNoLongerNeeds = true
        let kept = try keeping.generate(catalogPaths: [path], layout: .filePerTable)
        let freed = try Generator(configuration: GeneratorConfiguration()).generate(catalogPaths: [path], layout: .filePerTable)
        #expect(kept.files == freed.files)
        #expect(kept.warnings.map(\.description) == freed.warnings.map(\.description))
        #expect(kept.files.count == 2 && kept.files[1].contents.count > 100_000)
    }

    /// `verbose` reports each omitted key (each group of clashing keys) on its own, with every reason.
    @Test func verboseListsEveryOmission() throws {
        let path = SharedFolder.corpus.appendingPathComponent("duckduckgo__apple-browsers__macOS__DuckDuckGo__Localizable.xcstrings").path
        let summary = try Generator(configuration: GeneratorConfiguration()).generate(catalogPaths: [path], layout: .singleFile)
        let verbose = try Generator(configuration: GeneratorConfiguration(verbose: true)).generate(catalogPaths: [path], layout: .singleFile)
        let translation = try SymbolTranslator().translate(
            [LoadedTable(path: path, catalog: try StringTable.read(contentsOfFile: path).catalog)], moduleName: "Module")
        let summaries = summary.warnings.filter { $0.message.contains("lists each") }
        #expect(summaries.count == 3, "no name, clashes, unsupported arguments: \(summaries)")
        let otherWarnings = summary.warnings.count - summaries.count
        #expect(verbose.warnings.count == translation.omissions.reduce(0) { $0 + $1.diagnostics.count } + otherWarnings)
        #expect(verbose.warnings.allSatisfy { !$0.message.contains("lists each") })
        #expect(summary.files == verbose.files)
    }
}
