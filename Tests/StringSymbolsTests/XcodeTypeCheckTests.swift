import Foundation
import Testing
import TestSupport
@testable import PluginFacts
@testable import StringSymbols

/// The `xcode` output compiles (checked with `-emit-sil`: type-checking and the mandatory SIL
/// diagnostics), in Swift 6 mode with strict concurrency and warnings as errors, against the
/// stand-in of the Apple API it may use (Linux has no `LocalizedStringResource`): as SwiftPM
/// builds it (`SWIFT_PACKAGE`, `Bundle.module`) and as an Xcode target does, under both default
/// isolations, with every symbol used inside the module from nonisolated, async, main-actor and
/// actor code.
@Suite struct XcodeTypeCheckTests {
    static let cases = GoldenCase.all.filter { $0.name != "custom-template" }

    @Test(arguments: cases)
    func goldenCaseCompiles(golden: GoldenCase) throws {
        var configuration = try golden.configuration()
        configuration.template = .builtIn(.xcode)
        let files = try golden.generate(configuration).files
        let module = configuration.moduleName ?? "AppResources"
        var uses = CallingProgram.xcodeUsesFromEveryIsolation(try golden.tables(configuration), module: module)
        // Output for Apple platforms only is empty here, and so are its uses.
        if configuration.darwinOnly == true { uses = "#if canImport(Darwin)\n" + uses + "#endif\n" }
        for swiftPackage in [true, false] {
            for isolation in SwiftCompiler.DefaultIsolation.allCases {
                try SwiftCompiler.check(.resources(module, files: files, extra: [.text(uses, named: "Uses.swift")], swiftPackage: swiftPackage, isolation: isolation))
            }
        }
    }

    @Test func singleFileOutputCompiles() throws {
        let golden = try #require(GoldenCase.named("two-tables"))
        let result = try Generator(configuration: try golden.configuration()).generate(catalogPaths: golden.catalogPaths, layout: .singleFile)
        #expect(result.files.map(\.name) == ["StringSymbols.swift"])
        try SwiftCompiler.check(.resources(files: result.files))
    }
}

/// Every catalog of the real-world corpus generates output of both built-in templates, with
/// default options, that compiles (`-emit-sil`) under both default isolations.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct CorpusTypeCheckTests {
    @Test(arguments: CorpusCatalogs.fileNames)
    func corpusCatalogCompiles(file: String) throws {
        let path = SharedFolder.corpus.appendingPathComponent(file).path
        for template in BuiltInTemplate.allCases {
            let configuration = GeneratorConfiguration(template: .builtIn(template), moduleName: "CorpusModule")
            let result = try Generator(configuration: configuration).generate(catalogPaths: [path], layout: .filePerTable)
            for isolation in SwiftCompiler.DefaultIsolation.allCases {
                try SwiftCompiler.check(.resources("CorpusModule", files: result.files, isolation: isolation))
            }
        }
    }
}
