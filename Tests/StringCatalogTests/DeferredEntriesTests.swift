import Foundation
import Testing
@testable import StringCatalog
import TestSupport

/// The reader parses each entry of `strings` on the core that decodes it (``DeferredMember``),
/// and falls back to the whole document's tree when it cannot. Both ways must give the same
/// catalog and the same diagnostics, byte for byte, for every input.
struct DeferredEntriesTests {
    /// Everything a read produced, positions included, as text.
    static func outcome(_ result: Result<CatalogReadResult, CatalogReadError>) -> String {
        switch result {
        case .success(let read):
            var text = ""
            dump(read.catalog, to: &text)
            return text + read.warnings.map(\.description).joined(separator: "\n")
        case .failure(let error):
            return "failed\n" + error.diagnostics.map(\.description).joined(separator: "\n")
        }
    }

    /// The outcome of reading `bytes` from the whole tree, and of reading them with deferred
    /// entries (`nil` when the reader would not defer them).
    static func outcomes(_ bytes: [UInt8]) -> (wholeTree: String, deferred: String?) {
        bytes.withUnsafeBufferPointer { buffer in
            let wholeTree = outcome(Result { () throws(CatalogReadError) in try StringCatalog.readWholeTree(buffer: buffer, path: "T.xcstrings") })
            let deferred = StringCatalog.readDeferringEntries(buffer: buffer, path: "T.xcstrings").map(outcome)
            return (wholeTree, deferred)
        }
    }

    static let sample = catalogJSON("""
        "a %lld" : {
          "comment" : "A comment with \\"quotes\\", a \\\\ and [brackets] {braces}",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "A \\u00e4 %lld" } },
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld thing" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld things" } }
            } } }
          }
        },
        "b" : { "extractionState" : "manual", "unknown" : [1, 2.5e3, true, null, "x"] },
        "c" : { }
        """)

    @Test func corpusCatalogsAreReadWithDeferredEntriesAsFromTheWholeTree() throws {
        #expect(!CorpusCatalogs.fileNames.isEmpty)
        for file in CorpusCatalogs.fileNames {
            let bytes = try [UInt8](Data(contentsOf: SharedFolder.corpus.appendingPathComponent(file)))
            let (wholeTree, deferred) = Self.outcomes(bytes)
            #expect(deferred != nil, "\(file): entries not deferred")
            #expect(deferred == wholeTree, "\(file)")
            #expect(!wholeTree.hasPrefix("failed"), "\(file)")
        }
    }

    @Test func aValidCatalogIsReadWithDeferredEntries() {
        let (wholeTree, deferred) = Self.outcomes(Array(Self.sample.utf8))
        #expect(deferred == wholeTree)
        #expect(wholeTree.contains("a %lld"))
    }

    /// Inputs the reader does not defer, or whose deferred entries turn out not to be JSON:
    /// `read(bytes:path:)` reads them from the whole tree, so its errors are the whole tree's.
    @Test(arguments: [
        #"{"sourceLanguage":"en","strings":[],"version":"1.0"}"#,
        #"{"sourceLanguage":"en","strings":{},"strings":{},"version":"1.0"}"#,
        #"{"sourceLanguage":"en","version":"1.0"}"#,
        #"["sourceLanguage"]"#,
        #"{"sourceLanguage":"en","strings":{"a":{"comment":"line"# + "\n" + #"break"}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"comment":"x"]}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"comment":"\q"}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"comment":"x"}} trailing"#,
        #"{"sourceLanguage":"en","strings":{"a":{"b":1},"a":{"b":2}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":7,"b":"x","c":[1]}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"comment":"x"}"#,
        #"{"sourceLanguage":"en","strings":{"a":{"comment":"\"#,
        #"{"sourceLanguage":"en","strings":{"a":{"comment":01}}}"#,
    ])
    func readsThatFallBackOrFailGiveTheWholeTreesResult(_ text: String) {
        let bytes = Array(text.utf8)
        let (wholeTree, deferred) = Self.outcomes(bytes)
        if let deferred { #expect(deferred == wholeTree) }
        let read = Self.outcome(Result { () throws(CatalogReadError) in try StringCatalog.read(bytes: bytes, path: "T.xcstrings") })
        #expect(read == wholeTree)
    }

    /// A catalog of many runs of entries (``SteppedEntryDecoder`` hands them over 256 at a
    /// time): repeated keys in different runs, problems to report, and values that are not JSON,
    /// in a repeated key too. Each way to read it gives the whole tree's outcome.
    @Test(arguments: [
        [],
        [(700, #""k10" : { "comment" : "again" }"#)],
        [(300, #""k900" : { "comment" : 7 }"#), (1_100, #""k900" : { "comment" : "later" }"#)],
        [(900, #""k901" : { "comment" : 01 }"#)],
        [(20, #""k5" : { "comment" : 01 }"#)],
        [(1_000, #""k1000" : { "localizations" : { "en" : { "stringUnit" : { "value" : "x" } } }, "comment" : [ }"#)],
    ])
    func manyRunsOfEntriesGiveTheWholeTreesOutcome(_ changes: [(index: Int, entry: String)]) {
        var entries = (0..<1_200).map { index in
            #""k\#(index)" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Text \#(index) %lld" } } } }"#
        }
        for (index, entry) in changes { entries[index] = entry }
        let bytes = Array(catalogJSON(entries.joined(separator: ",\n")).utf8)
        let (wholeTree, deferred) = Self.outcomes(bytes)
        #expect(deferred == nil || deferred == wholeTree)
        let read = Self.outcome(Result { () throws(CatalogReadError) in try StringCatalog.read(bytes: bytes, path: "T.xcstrings") })
        #expect(read == wholeTree)
        if changes.isEmpty { #expect(deferred == wholeTree && !read.hasPrefix("failed")) }
    }

    @Test func nestingTooDeepInsideAnEntryIsTheSameError() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let bytes = Array(catalogJSON(#""a" : { "x" : \#(deep) }"#).utf8)
        let read = Self.outcome(Result { () throws(CatalogReadError) in try StringCatalog.read(bytes: bytes, path: "T.xcstrings") })
        #expect(read == Self.outcomes(bytes).wholeTree)
        #expect(read.contains("nest deeper than 512 levels"))
    }

    /// Every prefix of the sample, and the sample with each byte replaced by each of the bytes
    /// that matter to stepping over values: both ways agree, whatever the damage.
    @Test func damagedCatalogsGiveTheSameOutcomeBothWays() {
        let sample = Array(Self.sample.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        var compared = 0
        for end in 0...sample.count {
            let bytes = Array(sample[..<end])
            let (wholeTree, deferred) = Self.outcomes(bytes)
            if let deferred {
                #expect(deferred == wholeTree, "prefix of \(end) bytes")
                compared += 1
            }
        }
        let replacements = Array("{}[]\"\\\n\r ,:x".utf8)
        for position in sample.indices {
            for replacement in replacements where sample[position] != replacement {
                var bytes = sample
                bytes[position] = replacement
                let (wholeTree, deferred) = Self.outcomes(bytes)
                if let deferred {
                    #expect(deferred == wholeTree, "byte \(position) replaced by \(replacement)")
                    compared += 1
                }
            }
        }
        // Most damage is a syntax error that stops both ways alike; a good share still defers.
        #expect(compared > 1_000)
    }
}
