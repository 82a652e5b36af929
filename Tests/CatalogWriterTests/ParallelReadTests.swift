@testable import CatalogWriter
import Foundation
import InputText
import JSON
import Testing
import TestSupport

/// A large catalog read with its entries on every core (``XcodeLayout/documentReadingEntriesInParallel(_:path:)``)
/// gives the node, and the errors, of the whole document's parse.
@Suite struct ParallelReadTests {
    /// A catalog of `count` entries, above the size read in parallel, in several languages.
    static func catalog(_ count: Int, extra: String = "") -> [UInt8] {
        let entries = (0..<count).map { index in
            #""k\#(index)" : { "comment" : "c\#(index)", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "D\#(index)" } }, "en" : { "stringUnit" : { "state" : "new", "value" : "E\#(index)" } }, "fr" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "F" } } } } } } }"#
        }
        return Array("{\n\"sourceLanguage\" : \"en\",\n\"strings\" : {\n\(extra)\(entries.joined(separator: ",\n"))\n},\n\"version\" : \"1.0\"\n}\n".utf8)
    }

    static func wholeTree(_ bytes: [UInt8], languages: Set<String>?) throws(DiagnosticError) -> JSONNode {
        try XcodeLayout(order: XcodeKeyOrder(), ordersMembers: false, keptLanguages: languages).document(bytes, path: "L.xcstrings")
    }

    @Test(arguments: [nil, Set(["de"]), Set(["ja"])] as [Set<String>?])
    func theParallelReadGivesTheWholeTreesNode(languages: Set<String>?) throws {
        let bytes = Self.catalog(2_000)
        #expect(bytes.count >= 256 * 1024)
        let layout = XcodeLayout(order: XcodeKeyOrder(), ordersMembers: false, keptLanguages: languages)
        let parallel = try #require(try layout.documentReadingEntriesInParallel(bytes, path: "L.xcstrings"))
        #expect(parallel == (try Self.wholeTree(bytes, languages: languages)))
        let kept = parallel["strings"]?["k7"]?["localizations"]?.members?.map(\.key)
        #expect(kept == (languages == nil ? ["de", "en", "fr"] : ["en"] + (languages == ["de"] ? ["de"] : [])).sorted())
    }

    @Test(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "needs ../shared/corpus"))
    func everyLargeCorpusCatalogReadsTheSameInParallel() throws {
        var compared = 0
        for file in SharedFolder.requiredFiles(in: SharedFolder.corpus, withExtension: "xcstrings") {
            let bytes = Array(try Data(contentsOf: file))
            guard bytes.count >= 256 * 1024 else { continue }
            for languages in [nil, Set(["de"])] as [Set<String>?] {
                let parallel = try CatalogFormatter.document(bytes, path: file.path, ordered: false, languages: languages)
                #expect(parallel == (try Self.wholeTree(bytes, languages: languages)), "\(file.lastPathComponent)")
            }
            compared += 1
        }
        #expect(compared > 0)
    }

    @Test func aRepeatedKeyIsTheSameErrorAndASyntaxErrorFallsBackToTheWholeParse() throws {
        // The repeated entry's own repeated member is not reported: the entry is dropped whole.
        let repeated = Self.catalog(2_000, extra: #""k5" : {},"# + "\n").replacing(#""k5" : { "comment" : "c5","#.utf8, with: #""k5" : { "comment" : "c5", "comment" : "x","#.utf8)
        let layout = XcodeLayout(order: XcodeKeyOrder(), ordersMembers: false)
        let message = "L.xcstrings:10:1: error: duplicate key 'k5'; it is first defined at L.xcstrings:4:1; remove one, since a catalog keeps only one"
        #expect {
            _ = try layout.documentReadingEntriesInParallel(repeated, path: "L.xcstrings")
        } throws: { error in
            (error as? DiagnosticError)?.description == message
        }
        #expect {
            _ = try Self.wholeTree(repeated, languages: nil)
        } throws: { error in
            (error as? DiagnosticError)?.description == message
        }
        var broken = Self.catalog(2_000)
        broken[broken.count / 2] = UInt8(ascii: "@")
        #expect(try layout.documentReadingEntriesInParallel(broken, path: "L.xcstrings") == nil)
        #expect(throws: DiagnosticError.self) { try CatalogFormatter.document(broken, path: "L.xcstrings", ordered: false) }
    }
}
