import Testing
import StringCatalog
import TestSupport
@testable import StringSymbols

/// Names of every key of the real-world corpus.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct NameCorpusTests {
    /// Every name the corpus produces compiles, declared and referenced, keywords included.
    @Test(.enabled(if: Swiftc.path != nil, "swiftc is not on PATH"))
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
        #expect(try Swiftc.errorLines(in: lines.joined(separator: "\n")).isEmpty)
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
