import Foundation
import Testing
import StringCatalog
import TestSupport
@testable import StringSymbols

/// Every catalog of the corpus, as a new user runs the generator on it: default options, nothing
/// edited. Generation succeeds, prints at most five warning lines, and the output compiles
/// (`CorpusTypeCheckTests`). The figures per catalog printed here are the README's table.
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

        let translation = try SymbolTranslator().translate(
            [CatalogFile(path: path, catalog: try StringCatalog.read(contentsOfFile: path).catalog)], moduleName: "Module")
        let symbols = translation.tables.reduce(0) { $0 + $1.symbols.count }
        let omitted = translation.omissions.reduce(0) { $0 + $1.keys.count }
        print("corpus \(file): \(symbols) symbols, \(omitted) keys without a symbol, \(lines.count) warning lines")
    }

    /// `verbose` reports each omitted key (each group of clashing keys) on its own, with every reason.
    @Test func verboseListsEveryOmission() throws {
        let path = SharedFolder.corpus.appendingPathComponent("duckduckgo__apple-browsers__macOS__DuckDuckGo__Localizable.xcstrings").path
        let summary = try Generator(configuration: GeneratorConfiguration()).generate(catalogPaths: [path], layout: .singleFile)
        let verbose = try Generator(configuration: GeneratorConfiguration(verbose: true)).generate(catalogPaths: [path], layout: .singleFile)
        let translation = try SymbolTranslator().translate(
            [CatalogFile(path: path, catalog: try StringCatalog.read(contentsOfFile: path).catalog)], moduleName: "Module")
        let otherWarnings = summary.warnings.count - 3  // the three summaries: no name, clashes, unsupported arguments
        #expect(verbose.warnings.count == translation.omissions.reduce(0) { $0 + $1.diagnostics.count } + otherWarnings)
        #expect(summary.files == verbose.files)
    }
}
