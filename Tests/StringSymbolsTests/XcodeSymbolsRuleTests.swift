import Foundation
import Testing
@testable import string_symbols
import TestSupport
@testable import Checking
@testable import Findings
@testable import StringSymbols
@testable import Symbols
@testable import TableModel

/// `check`'s rule `xcode-symbols`: what breaks Xcode 26's own symbol generation, predicted with
/// Xcode's naming rule, off until set.
@Suite struct XcodeSymbolsRuleTests {
    /// The shapes teams report: keys of one symbol (a group of three, a pair with arguments), keys
    /// without a name (`""`, `"%lld"`), a reserved word; and keys Xcode makes no symbol for, which
    /// must not count (not manual, `generatesSymbol: false`, silenced by a comment, another type).
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "" : {
              "extractionState" : "manual"
            },
            "%lld" : {
              "extractionState" : "manual"
            },
            "default" : {
              "extractionState" : "manual"
            },
            "Delete" : {
              "extractionState" : "manual"
            },
            "delete" : {
              "extractionState" : "manual"
            },
            "Delete…" : {
              "extractionState" : "manual"
            },
            "DELETE" : {
              "extractionState" : "manual",
              "generatesSymbol" : false
            },
            "Delete!" : {
              "extractionState" : "extracted_with_value"
            },
            "items %lld" : {
              "extractionState" : "manual"
            },
            "Items %@" : {
              "extractionState" : "manual"
            },
            "Items %lld" : {
              "comment" : "Kept on purpose. string-symbols:ignore xcode-symbols",
              "extractionState" : "manual"
            },
            "ITEMS %lld" : {
              "extractionState" : "manual"
            },
            "import" : {
            }
          },
          "version" : "1.0"
        }
        """

    static var rule: CheckPolicy {
        var policy = CheckPolicy()
        policy.predictsXcodeSymbols = true
        return policy
    }

    func findings(_ files: [String: String], policy: CheckPolicy = rule, level: CheckLevel = .warning) throws -> [String] {
        try checkFindings(files, policy: policy, level: level)
    }

    @Test func eachShapeOnceAtItsFirstKey() throws {
        #expect(try findings(["Localizable.xcstrings": Self.catalog], level: .error) == [
            #"Localizable.xcstrings:4:5: error: Xcode cannot name the manual key '': nothing of it makes a name, so Xcode's symbol generation fails; rename it, or set "generatesSymbol" to false on it [xcode-symbols]"#,
            #"Localizable.xcstrings:7:5: error: Xcode cannot name the manual key '%lld': nothing of it makes a name, so Xcode's symbol generation fails; rename it, or set "generatesSymbol" to false on it [xcode-symbols]"#,
            #"Localizable.xcstrings:10:5: error: the manual key 'default' gives Xcode's symbol 'default', a word Swift reserves, which Xcode declares without backticks, so its generated code does not compile; rename it, or set "generatesSymbol" to false on it [xcode-symbols]"#,
            #"Localizable.xcstrings:13:5: error: the manual keys 'Delete', 'delete' (at Localizable.xcstrings:16:5) and 'Delete…' (at Localizable.xcstrings:19:5) all give Xcode's symbol 'delete', so Xcode's symbol generation fails; rename all but one, or set "generatesSymbol" to false on all but one [xcode-symbols]"#,
            #"Localizable.xcstrings:29:5: error: the manual keys 'items %lld' and 'ITEMS %lld' (at Localizable.xcstrings:39:5) both give Xcode's symbol 'items(_: Int)', so Xcode's symbol generation fails; rename all but one, or set "generatesSymbol" to false on all but one [xcode-symbols]"#,
        ])
    }

    /// Off until set; a warning at the warning level; nothing for a legacy table (Xcode makes
    /// no symbols for one) or a catalog in an `.lproj` folder (Interface Builder's).
    @Test func offUntilSetAndOnlyWhereXcodeGenerates() throws {
        #expect(try findings(["Localizable.xcstrings": Self.catalog], policy: CheckPolicy()) == [])
        let warnings = try findings(["Localizable.xcstrings": Self.catalog])
        #expect(warnings.count == 5 && warnings.allSatisfy { $0.contains(": warning: ") && $0.hasSuffix("[xcode-symbols]") })
        let table = try StringTable.read(bytes: Array(Self.catalog.utf8), path: "Base.lproj/Main.xcstrings").catalog
        #expect(XcodeSymbolProblem.problems(in: LoadedTable(path: "Res/Base.lproj/Main.xcstrings", catalog: table)).isEmpty)
        #expect(XcodeSymbolProblem.problems(in: LoadedTable(path: "Res/Main.xcstrings", catalog: table)).count == 5)
        #expect(try findings(["en.lproj/Localizable.strings": #""Delete" = "Delete";\#n"delete" = "delete";"#]) == [])
    }

    /// Every key whose symbol Xcode was seen to write (DESIGN.md's table, and the real Xcode
    /// output `SymbolNameTests` holds), as manual keys of one catalog, passes the rule.
    @Test func keysXcodeNamedPass() throws {
        let keys = SymbolNameTests.keyCases.prefix(17).map(\.key)
        #expect(keys.first == "action.copy_link" && keys.last == "Size in MiB")
        let entries = keys.map { "\"\($0)\" : { \"extractionState\" : \"manual\" }" }.joined(separator: ",\n")
        let catalog = "{ \"sourceLanguage\" : \"en\", \"strings\" : {\n\(entries)\n}, \"version\" : \"1.0\" }"
        #expect(try findings(["Localizable.xcstrings": catalog]) == [])
    }

    /// The catalogs of the Examples and tests whose keys Xcode generates symbols for, and whose
    /// call sites use Xcode's names, pass the rule.
    @Test func catalogsOfXcodesNamesPass() throws {
        let root = SharedFolder.packageRoot
        let folders = ["Examples/AppleApp/Sources/AppResources", "Tests/EndToEnd/ResourceModules/Sources/CommonResources"]
        var checked = 0
        for folder in folders {
            for file in SharedFolder.files(in: root.appendingPathComponent(folder), withExtension: "xcstrings") {
                let table = try StringTable.read(bytes: [UInt8](Data(contentsOf: file)), path: file.path).catalog
                #expect(table.entries.contains { $0.extractionState == .manual }, "\(file.path) has manual keys")
                #expect(XcodeSymbolProblem.problems(in: LoadedTable(path: file.path, catalog: table)).isEmpty, "\(file.path)")
                checked += 1
            }
        }
        #expect(checked >= 4)
    }

    /// From `string-symbols.json` and the flag, and in SARIF under its own rule id.
    @Test func configurationFlagAndSarif() throws {
        let configuration = try ConfigurationFile.parse(Array(#"{"xcodeSymbols": true}"#.utf8), path: "string-symbols.json")
        #expect(configuration.policy.predictsXcodeSymbols)
        let catalog = try StringTable.read(bytes: Array(Self.catalog.utf8), path: "Localizable.xcstrings").catalog
        let report = CheckReport(checking: [LoadedTable(path: "Localizable.xcstrings", catalog: catalog)], level: .error, policy: Self.rule)
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(report.sarif(warnings: []).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 5 && results.allSatisfy { $0["ruleId"] as? String == "xcode-symbols" && $0["level"] as? String == "error" })
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "xcode-symbols" })
    }
}

/// On the real catalogs of the corpus: 514 manual keys in 7 catalogs, and of them only the two
/// keywords of Bark's catalog break Xcode's generation.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct XcodeSymbolsCorpusTests {
    @Test func onlyBarksKeywordKeys() throws {
        var manual = 0
        var found: [String] = []
        for corpus in try CorpusCatalogs.all() {
            manual += corpus.catalog.entries.filter { SymbolSelection.manual.includes($0) }.count
            found += XcodeSymbolProblem.problems(in: LoadedTable(path: corpus.path, catalog: corpus.catalog)).map { "\(corpus.file): \($0.keys) \($0.kind)" }
        }
        #expect(manual == 514)
        #expect(found == [
            #"Finb__Bark__Bark__Localizable.xcstrings: ["default"] reservedName("default")"#,
            #"Finb__Bark__Bark__Localizable.xcstrings: ["import"] reservedName("import")"#,
        ])
    }
}
