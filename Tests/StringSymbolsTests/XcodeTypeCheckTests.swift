import Foundation
import Testing
import StringCatalog
import TestSupport
@testable import StringSymbols

/// The `xcode` output compiles, in Swift 6 mode with strict concurrency and warnings as errors,
/// against a stand-in of the Apple API it uses (Linux has no `LocalizedStringResource`), both as
/// SwiftPM builds it (`SWIFT_PACKAGE`, `Bundle.module`) and as an Xcode target does.
@Suite(.enabled(if: Swiftc.path != nil, "swiftc is not on PATH"))
struct XcodeTypeCheckTests {
    static let cases = GoldenCase.all.filter { $0.name != "custom-template" }

    @Test(arguments: cases)
    func goldenCaseTypeChecks(golden: GoldenCase) throws {
        var configuration = try golden.configuration()
        configuration.template = .builtIn(.xcode)
        let files = try golden.generate(configuration).files.map { SwiftCompiler.Source.text($0.contents, named: $0.name) }
        for defines in [["SWIFT_PACKAGE"], []] {
            try SwiftCompiler.typeCheck(SwiftCompiler.Module("AppResources", sources: StandIn.sources + files, defines: defines))
        }
    }

    @Test func singleFileOutputTypeChecks() throws {
        let golden = try #require(GoldenCase.all.first { $0.name == "two-tables" })
        let result = try Generator(configuration: try golden.configuration()).generate(catalogPaths: golden.catalogPaths, layout: .singleFile)
        #expect(result.files.map(\.name) == ["StringSymbols.swift"])
        try SwiftCompiler.typeCheck(SwiftCompiler.Module(
            "AppResources", sources: StandIn.sources + [.text(result.files[0].contents, named: "StringSymbols.swift")], defines: ["SWIFT_PACKAGE"]))
    }
}

/// Every catalog of the real-world corpus generates `xcode` output that type-checks: with
/// `symbols: all`, or `symbols: manual` for the catalogs whose keys collide under `all`
/// (listed, with reasons, in `SymbolCorpusTests`).
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus) && Swiftc.path != nil, "corpus or swiftc missing"))
struct CorpusTypeCheckTests {
    static let files = SharedFolder.files(in: SharedFolder.corpus, withExtension: "xcstrings").map(\.lastPathComponent)

    @Test(arguments: files)
    func corpusCatalogTypeChecks(file: String) throws {
        let path = SharedFolder.corpus.appendingPathComponent(file).path
        let selection: SymbolSelection = SymbolCorpusTests.expectedCollisions[file] == nil ? .all : .manual
        for template in BuiltInTemplate.allCases {
            let configuration = GeneratorConfiguration(template: .builtIn(template), symbols: selection, moduleName: "CorpusModule")
            let result = try Generator(configuration: configuration).generate(catalogPaths: [path], layout: .filePerTable)
            let generated = result.files.map { SwiftCompiler.Source.text($0.contents, named: $0.name) }
            switch template {
            case .xcode:
                try SwiftCompiler.typeCheck(SwiftCompiler.Module("CorpusModule", sources: StandIn.sources + generated, defines: ["SWIFT_PACKAGE"]))
            case .string:
                try SwiftCompiler.typeCheck(SwiftCompiler.Module("CorpusModule", sources: generated))
            }
        }
    }
}
