import Foundation
import Testing
import TestSupport
@testable import Symbols

/// Names of every key of the real-world corpus.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct NameCorpusTests {
    /// Every name the corpus produces compiles, declared and referenced, keywords included.
    @Test
    func everyCorpusNameCompiles() throws {
        var lines: [String] = []
        var count = 0
        for (index, corpus) in try CorpusCatalogs.all().enumerated() {
            let names = Set(corpus.catalog.entries.compactMap { SymbolName(key: $0.key) }).sorted { $0.identifier < $1.identifier }
            #expect(names.allSatisfy { SwiftIdentifier.isValid($0.identifier) })
            count += names.count
            lines.append("struct C\(index) {")
            lines += names.map { "  static var \($0.declaration): C\(index) { C\(index)() }" }
            lines.append("}")
            lines += names.enumerated().map { "func use\(index)_\($0)() -> C\(index) { .\($1.memberReference) }" }
        }
        #expect(count > 2_500)
        #expect(try SwiftCompiler.errorLines(in: lines.joined(separator: "\n")).isEmpty)
    }

    @Test func keywordKeysOfARealCatalog() throws {
        let bark = try #require(try CorpusCatalogs.named("Finb__Bark__Bark__Localizable.xcstrings"))
        let keys = Set(bark.catalog.entries.map(\.key))
        #expect(keys.contains("default"))
        #expect(SymbolName(key: "default")?.declaration == "`default`")
        #expect(keys.contains("import"))
        #expect(SymbolName(key: "import")?.declaration == "`import`")
    }
}

extension NameCorpusTests {
    /// The ASCII fast path gives the name the general path gives, on every ASCII key of the
    /// corpus, on every printable ASCII character in context, and on every pair of short words
    /// that mix letter case, digits and `$`.
    @Test func asciiNamesMatchTheUnicodePath() throws {
        var texts = try CorpusCatalogs.all().flatMap { $0.catalog.entries.map(\.key) }
            .map(SymbolName.textOfWords).filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        texts += (0x20..<0x7F).map { "a1\(Character(UnicodeScalar(UInt8($0))))b2" }
        texts += ["", " ", "\r\n", "x\r\ny", "$1a", "1$", "A_B-C.d e\tf", "9lives", "$x", "__", "a__b"]
        let pieces = ["a", "A", "ab", "AB", "aB", "Ab", "1", "1a", "A1", "$", "$A", "ABc", "URLs", "iOS", "12", "a1b2C3"]
        for first in pieces {
            for second in pieces {
                texts += [first + second, first + " " + second, first + "." + second]
            }
        }
        for text in texts {
            let words = SymbolName.unicodeWords(in: text)
            let general = words.isEmpty ? nil : SymbolName.identifier(camelCase: SymbolName.unicodeCamelCase(words))
            #expect(SymbolName.asciiIdentifier(text) == general, "\(text)")
        }
        #expect(texts.count > 2_500)
    }
}

/// The name of every key of a few real catalogs, pinned: `Tests/Names/<catalog>.names` holds one
/// name per key, in the catalog's key order (`-` for a key that gives no name), recorded from the
/// generator and reviewed by eye. Any change to the name rule shows up as a diff of these files.
/// Only the names are kept; the keys are read from the corpus, never copied.
///
/// Re-record after an intended change with `STRING_SYMBOLS_RECORD=1 swift test --filter PinnedNameTests`.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct PinnedNameTests {
    static let folder = SharedFolder.packageRoot.appendingPathComponent("Tests/Names", isDirectory: true)

    /// Catalogs with apostrophes, accented and non-Latin keys, keywords, placeholders and acronyms.
    static let catalogs = [
        "ComeEdo__Voci-di-Corridoio__Localizable.xcstrings",
        "Finb__Bark__Bark__Localizable.xcstrings",
        "Ranchero-Software__NetNewsWire__Shared__Localizable.xcstrings",
        "duckduckgo__apple-browsers__macOS__DuckDuckGo__Localizable.xcstrings",
    ]

    @Test(arguments: catalogs)
    func namesOfEveryKeyAreAsRecorded(file: String) throws {
        let corpus = try CorpusCatalogs.read(file)
        let keys = corpus.catalog.entries.map(\.key)
        let names = keys.map { SymbolName(key: $0)?.identifier ?? "-" }
        let pinned = Self.folder.appendingPathComponent(file.replacingOccurrences(of: ".xcstrings", with: ".names"))
        if ProcessInfo.processInfo.environment["STRING_SYMBOLS_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data((names.joined(separator: "\n") + "\n").utf8).write(to: pinned)
            return
        }
        let expected = try String(contentsOf: pinned, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(expected.count == keys.count, "\(pinned.lastPathComponent) has \(expected.count) names for \(keys.count) keys")
        let differences = zip(keys, zip(expected, names)).filter { $1.0 != $1.1 }
        #expect(differences.isEmpty, "\(differences.count) names differ: \(differences.prefix(10).map { "\(String(reflecting: $0.0)): pinned \($0.1.0), now \($0.1.1)" }.joined(separator: "; "))")
    }
}
