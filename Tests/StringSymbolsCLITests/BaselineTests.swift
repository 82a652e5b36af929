import Foundation
import Testing
import TestSupport

/// Baselines of `check` and `usage` as a CI gate runs them: written, read, matched across edits
/// that move lines, shrinking with fixes under the ratchet, in text, JSON and SARIF.
@Suite struct BaselineTests {
    /// `bad`'s German translation takes a 64-bit integer where the source passes a String.
    static func catalog(before: String = "", badGerman: String = "%lld Artikel", worseFrench: Bool = false) -> String {
        """
        {"sourceLanguage": "en", "version": "1.0", "strings": {\(before)
        "good": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Good"}}}},
        "bad": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%@ items"}}, "de": {"stringUnit": {"state": "translated", "value": "\(badGerman)"}}\(worseFrench ? #", "fr": {"stringUnit": {"state": "translated", "value": "%2$@ articles"}}"# : "")}}
        }}

        """
    }

    static let baselineFile = """
        {
          "check" : [
            {
              "file" : "../R/Localizable.xcstrings",
              "key" : "bad",
              "language" : "de",
              "rule" : "argument-type"
            }
          ],
          "tool" : "string-symbols",
          "version" : 1
        }

        """

    /// ``baselineFile`` with `entries` after its own findings: another module's, or ones this run
    /// could not have found.
    static func baselineFile(adding entries: [(file: String, key: String, language: String, rule: String)]) -> String {
        let added = entries.map { entry in
            """
                {
                  "file" : "\(entry.file)",
                  "key" : "\(entry.key)",
                  "language" : "\(entry.language)",
                  "rule" : "\(entry.rule)"
                }
            """
        }
        return baselineFile.replacingOccurrences(of: "\n  ],\n  \"tool\"", with: ",\n" + added.joined(separator: ",\n") + "\n  ],\n  \"tool\"")
    }

    @Test func checkWritesReadsAndMatchesAcrossMovedLines() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", Self.catalog())
        let written = try CLI.run(["check", "--level", "error", "--write-baseline", "CI/baseline.json", "R"], in: workspace.url)
        #expect(written.status == 0)
        #expect(written.standardError == "wrote the baseline CI/baseline.json: 1 finding of check\n")
        #expect(written.standardOutput.hasSuffix(": de: 2 keys, 1 missing, 0 new, 0 needing review, 0 stale\nno new findings\nbaseline CI/baseline.json: 1 finding held, none fixed\n"))
        #expect(workspace.read("CI/baseline.json") == Self.baselineFile)

        // Keys added above move the finding two lines down: it is still the one the baseline holds.
        try workspace.write("R/Localizable.xcstrings", Self.catalog(before: #"\#n"a": {},\#n"b": {},"#))
        let moved = try CLI.run(["check", "--level", "error", "--baseline", "CI/baseline.json", "R"], in: workspace.url)
        #expect(moved.status == 0 && moved.standardError == "")
        #expect(moved.standardOutput.hasSuffix("\nno new findings\nbaseline CI/baseline.json: 1 finding held, none fixed\n"))

        // A new problem is reported, and fails at the error level; the held one is not.
        try workspace.write("R/Localizable.xcstrings", Self.catalog(worseFrench: true))
        let worse = try CLI.run(["check", "--level", "error", "-q", "--baseline", "CI/baseline.json", "R"], in: workspace.url)
        #expect(worse.status == 1)
        #expect(worse.standardError.hasPrefix("R/Localizable.xcstrings:3:221: error: '%2$@' in the fr translation of 'bad' takes argument 2, which the source does not have [argument-not-in-source]\n"))
        #expect(!worse.standardError.contains("[argument-type]"))
    }

    /// One baseline serves several runs: written anew by a run over one module, or with fewer
    /// rules, it keeps the findings of the files and rules that run did not cover.
    @Test func writingKeepsWhatTheRunDidNotCover() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", Self.catalog())
        try workspace.write("S/Other.xcstrings", Self.catalog())
        let both = try CLI.run(["check", "-q", "--require-language", "fr", "--write-baseline", "baseline.json", "R", "S"], in: workspace.url)
        // Each catalog: the German translation's argument, and two keys without French.
        #expect(both.standardError == "wrote the baseline baseline.json: 6 findings of check\n")
        let one = try CLI.run(["check", "-q", "--write-baseline", "baseline.json", "R"], in: workspace.url)
        #expect(one.standardError == "wrote the baseline baseline.json: 1 finding of check; 5 more kept, of files or rules this run did not cover\n")
        let other = try CLI.run(["check", "-q", "--require-language", "fr", "--baseline", "baseline.json", "S"], in: workspace.url)
        #expect(other.status == 0 && other.standardError == "", "\(other.standardError)")
        let all = try CLI.run(["check", "-q", "--require-language", "fr", "--baseline", "baseline.json", "R", "S"], in: workspace.url)
        #expect(all.status == 0 && all.standardError == "", "\(all.standardError)")
        // The run covers the file and the rule, and the finding is gone: so is its entry.
        try workspace.write("R/Localizable.xcstrings", Self.catalog(badGerman: "%@ Artikel"))
        let fixed = try CLI.run(["check", "-q", "--require-language", "fr", "--write-baseline", "baseline.json", "R"], in: workspace.url)
        #expect(fixed.standardError == "wrote the baseline baseline.json: 2 findings of check; 3 more kept, of files or rules this run did not cover\n")
    }

    @Test func aFixShrinksTheBaselineAndTheRatchetHoldsItToThat() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", Self.catalog())
        try workspace.write("CI/baseline.json", Self.baselineFile)
        try workspace.write("R/Localizable.xcstrings", Self.catalog(badGerman: "%@ Artikel"))
        let fixed = try CLI.run(["check", "--baseline", "CI/baseline.json", "R"], in: workspace.url)
        #expect(fixed.status == 0)
        #expect(fixed.standardOutput.hasSuffix("no new findings\nbaseline CI/baseline.json: 0 findings held, 1 fixed: the baseline can shrink (--write-baseline CI/baseline.json)\n"))

        let ratchet = try CLI.run(["check", "--baseline", "CI/baseline.json", "--ratchet", "R"], in: workspace.url)
        #expect(ratchet.status == 1)
        #expect(ratchet.standardError == "CI/baseline.json:3:5: error: the baseline holds a finding that is fixed, and the ratchet lets it only shrink; write it anew with --write-baseline CI/baseline.json\n")

        // Written anew, it holds nothing of check, and the ratchet passes.
        let rewritten = try CLI.run(["check", "--write-baseline", "CI/baseline.json", "R"], in: workspace.url)
        #expect(rewritten.status == 0)
        #expect(workspace.read("CI/baseline.json") == "{\n  \"check\" : [\n\n  ],\n  \"tool\" : \"string-symbols\",\n  \"version\" : 1\n}\n")
        let passes = try CLI.run(["check", "--baseline", "CI/baseline.json", "--ratchet", "R"], in: workspace.url)
        #expect(passes.status == 0 && passes.standardError == "")
    }

    @Test func checksJSONAndSARIFSayWhatTheBaselineHeld() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", Self.catalog(badGerman: "%@ Artikel", worseFrench: true))
        try workspace.write("CI/baseline.json", Self.baselineFile)
        let json = try CLI.run(["check", "--format", "json", "--baseline", "CI/baseline.json", "R"], in: workspace.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let baseline = try #require(object["baseline"] as? [String: Any])
        #expect(baseline["path"] as? String == "CI/baseline.json" && baseline["held"] as? Int == 0 && baseline["ratchet"] as? Bool == false)
        #expect((baseline["fixed"] as? [[String: String]]) == [["rule": "argument-type", "file": "../R/Localizable.xcstrings", "key": "bad", "language": "de"]])
        let catalogs = try #require(object["catalogs"] as? [[String: Any]])
        #expect(catalogs.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.map { $0["rule"] as? String } == ["argument-not-in-source", "argument-missing"])

        // Back to the baseline's finding, and a new one: SARIF has all three states.
        try workspace.write("R/Localizable.xcstrings", Self.catalog(worseFrench: true))
        try workspace.write("CI/other.json", Self.baselineFile.replacingOccurrences(of: #""key" : "bad""#, with: #""key" : "gone""#))
        let sarif = try CLI.run(["check", "--format", "sarif", "--baseline", "CI/other.json", "R"], in: workspace.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.map { "\($0["ruleId"]!) \($0["baselineState"]!) \(($0["properties"] as? [String: String])?["language"] ?? "")" } == [
            "argument-type new de", "argument-not-in-source new fr", "argument-missing new fr", "argument-type absent de",
        ])
        let absent = results[3]
        #expect(absent["kind"] as? String == "pass" && absent["level"] as? String == "none")
        let location = (((absent["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])?["uri"]
        #expect(location == "R/Localizable.xcstrings")

        let held = try CLI.run(["check", "--format", "sarif", "--baseline", "CI/baseline.json", "R"], in: workspace.url)
        let heldLog = try #require(try JSONSerialization.jsonObject(with: Data(held.standardOutput.utf8)) as? [String: Any])
        let heldResults = try #require(((heldLog["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(heldResults.map { "\($0["ruleId"]!) \($0["baselineState"]!)" } == ["argument-not-in-source new", "argument-missing new", "argument-type unchanged"])
    }

    /// `usage`'s findings in the same file as `check`'s: each command writes its own and keeps
    /// the other's; matched by file and key.
    @Test func usageSharesTheFileAndMatchesByFileAndKey() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "// swift-tools-version: 6.0\n")
        try workspace.write("Sources/Feature/Resources/Localizable.xcstrings", catalogJSON(["title": "Title", "unused": "Unused"]))
        try workspace.write("Sources/Feature/V.swift", "import SwiftUI\nlet a = Text(\"title\", bundle: .module)\nlet b = Text(\"titel\", bundle: .module)\n")
        try workspace.write("baseline.json", Self.baselineFile.replacingOccurrences(of: "../R/", with: "R/"))
        let written = try CLI.run(["usage", "--write-baseline", "baseline.json", "Sources/Feature/Resources"], in: workspace.url)
        #expect(written.status == 0)
        #expect(written.standardError == "wrote the baseline baseline.json: 3 findings of usage\n")
        #expect(workspace.read("baseline.json") == """
            {
              "check" : [
                {
                  "file" : "R/Localizable.xcstrings",
                  "key" : "bad",
                  "language" : "de",
                  "rule" : "argument-type"
                }
              ],
              "tool" : "string-symbols",
              "usage" : [
                {
                  "file" : "Sources/Feature/Resources/Localizable.xcstrings",
                  "key" : "unused",
                  "rule" : "unused-key"
                },
                {
                  "file" : "Sources/Feature/V.swift",
                  "key" : "titel",
                  "rule" : "missing-key"
                },
                {
                  "file" : "Sources/Feature/V.swift",
                  "key" : "title",
                  "rule" : "replaceable-lookup"
                }
              ],
              "version" : 1
            }

            """)

        // The lookups move down a line, and one more missing key comes: only it is new.
        try workspace.write("Sources/Feature/V.swift", "import SwiftUI\n\nlet a = Text(\"title\", bundle: .module)\nlet b = Text(\"titel\", bundle: .module)\nlet c = Text(\"tilte\", bundle: .module)\n")
        let result = try CLI.run(["usage", "--level", "error", "--baseline", "baseline.json", "Sources/Feature/Resources"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "Sources/Feature/V.swift:5:14: error: 'tilte' is looked up, but the table 'Localizable' has no such key, so users see the key itself [missing-key]\n")
        #expect(result.standardOutput.hasSuffix("new findings: 1 missing-key\nbaseline baseline.json: 3 findings held, none fixed\n"))

        let sarif = try CLI.run(["usage", "--format", "sarif", "--baseline", "baseline.json", "Sources/Feature/Resources"], in: workspace.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.map { "\($0["ruleId"]!) \($0["baselineState"]!)" } == [
            "missing-key new", "unused-key unchanged", "replaceable-lookup unchanged", "missing-key unchanged",
        ])
        let json = try CLI.run(["usage", "--format", "json", "--baseline", "baseline.json", "Sources/Feature/Resources"], in: workspace.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((object["findings"] as? [[String: Any]])?.map { $0["key"] as? String } == ["tilte"])
        #expect((object["baseline"] as? [String: Any])?["held"] as? Int == 3)
    }

    @Test func whatABaselineRefuses() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", Self.catalog())
        try workspace.write("notes.json", #"{"check": []}"#)
        try workspace.write("old.json", #"{"tool": "string-symbols", "version": 2, "check": []}"#)
        try workspace.write("text.json", #"{"tool": "string-symbols", "version": "1", "check": []}"#)
        try workspace.write("prose.json", "no findings yet\n")
        try workspace.write("bad.json", #"{"tool": "string-symbols", "version": 1, "check": [{"rule": "argument-type"}]}"#)
        // A misspelt rule would never match, and stay in the baseline for good; so would usage's
        // rule in check's findings.
        try workspace.write("typo.json", #"{"tool": "string-symbols", "version": 1, "check": [{"rule": "argumnt-type", "file": "R/Localizable.xcstrings", "key": "bad", "language": "de"},\#n{"rule": "unused-key", "file": "R/Localizable.xcstrings", "key": "bad"}]}"#)
        let checkRules = "'argument-not-in-source', 'argument-type', 'unknown-substitution', 'argument-missing', 'device-without-other', 'plural-category-missing', 'plural-category-unused', 'key-not-in-source', 'source-drops-argument', 'source-format', 'untranslated', 'comment-missing', 'value-empty', 'value-pattern', 'extraction-state', 'key-name', 'xcode-symbols'"
        let cases: [([String], String)] = [
            (["--baseline", "none.json"], "none.json: error: there is no baseline here yet: run check once with --write-baseline none.json to record today's findings, which later runs then pass over\n"),
            (["--baseline", "notes.json"], "notes.json:1:1: error: this is not a baseline of string-symbols (an object whose \"tool\" is \"string-symbols\"); write one with --write-baseline FILE\n"),
            (["--baseline", "old.json"], "old.json:1:39: error: this baseline's \"version\" is 2, and this string-symbols reads only version 1\n"),
            (["--baseline", "text.json"], "text.json:1:39: error: a baseline's \"version\" must be the number 1, not a string\n"),
            (["--baseline", "prose.json"], "prose.json:1:1: error: this baseline is not JSON: invalid literal; expected 'null'\n"),
            (["--baseline", "bad.json"], "bad.json:1:52: error: a finding of a baseline is an object of the strings \"rule\", \"file\", \"key\" and, for check, \"language\"\n"),
            (["--baseline", "typo.json"], "typo.json:1:61: error: unknown rule 'argumnt-type', which no finding of check matches; the rules of check are \(checkRules)\n"
                + "typo.json:2:10: error: unknown rule 'unused-key', which no finding of check matches; the rules of check are \(checkRules)\n"),
        ]
        for (arguments, message) in cases {
            let result = try CLI.run(["check"] + arguments + ["R"], in: workspace.url)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.standardError == message, "\(arguments)")
            #expect(result.standardOutput == "", "\(arguments)")
        }
        // A ratchet on the command line with no baseline anywhere is a command line that cannot
        // be used; one that only the configuration file asks for is that file's error.
        for command in ["check", "usage"] {
            let flag = try CLI.run([command, "--ratchet", "R"], in: workspace.url)
            #expect(flag.status == 2, "\(command)")
            #expect(flag.standardError == "error: '--ratchet' needs a baseline to hold the findings to: name it with '--baseline FILE' or \"baseline\" in string-symbols.json\nSee 'string-symbols \(command) --help'.\n")
        }
        try workspace.write("ratchet.json", #"{"ratchet": true}"#)
        let file = try CLI.run(["check", "--config", "ratchet.json", "R"], in: workspace.url)
        #expect(file.status == 1)
        #expect(file.standardError == "ratchet.json: error: the ratchet needs a baseline: name it with --baseline FILE or \"baseline\" in string-symbols.json\n")
    }

    /// `string-symbols.json` names the baseline relative to itself, as the build plugin passes it.
    @Test func theConfigurationNamesTheBaseline() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", Self.catalog())
        try workspace.write("CI/baseline.json", Self.baselineFile)
        try workspace.write("R/string-symbols.json", #"{ "check": "error", "baseline": "../CI/baseline.json", "ratchet": true }"#)
        let result = try CLI.run(["check", "--config", "R/string-symbols.json", "R"], in: workspace.url)
        #expect(result.status == 0 && result.standardError == "")
        // Named as the file names it, from the working folder.
        #expect(result.standardOutput.hasSuffix("baseline R/../CI/baseline.json: 1 finding held, none fixed\n"), "\(result.standardOutput)")
    }

    /// The README's CI gate, as written there: the baseline written once, then the gate passes;
    /// a new finding fails it, and so does a fix until the baseline is written anew.
    @Test func theReadmesGate() throws {
        let readme = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Checking translations\n")).upperBound
        let block = try #require(readme[section...].range(of: "```sh\n")).upperBound
        let end = try #require(readme[block...].range(of: "```")).lowerBound
        let commands = readme[block..<end].split(separator: "\n").map { line in
            line.split(separator: "#")[0].split(separator: " ").map(String.init)
        }
        try #require(commands.count == 2 && commands.allSatisfy { $0.first == "string-symbols" && $0.last == "Sources" })
        let (write, gate) = (Array(commands[0].dropFirst()), Array(commands[1].dropFirst()))
        #expect(write.contains("--write-baseline") && gate.contains("--baseline") && gate.contains("--ratchet") && gate.contains("--xcode-symbols"))

        let workspace = try Workspace()
        let manualPair = #"\#n"Delete": {"extractionState": "manual"},\#n"delete": {"extractionState": "manual"},"#
        try workspace.write("Sources/App/Localizable.xcstrings", Self.catalog(before: manualPair))
        #expect(try CLI.run(write, in: workspace.url).status == 0)
        let passes = try CLI.run(gate, in: workspace.url)
        #expect(passes.status == 0 && passes.standardError == "")
        #expect(passes.standardOutput.hasSuffix("no new findings\nbaseline string-symbols-baseline.json: 2 findings held, none fixed\n"))

        try workspace.write("Sources/App/Localizable.xcstrings", Self.catalog(before: manualPair, worseFrench: true))
        let worse = try CLI.run(gate, in: workspace.url)
        #expect(worse.status == 1 && worse.standardError.contains("[argument-not-in-source]"))

        try workspace.write("Sources/App/Localizable.xcstrings", Self.catalog(before: manualPair, badGerman: "%@ Artikel"))
        let fixed = try CLI.run(gate, in: workspace.url)
        #expect(fixed.status == 1 && fixed.standardError.hasPrefix("string-symbols-baseline.json:3:5: error: the baseline holds a finding that is fixed"), "\(fixed.standardError)")
        #expect(try CLI.run(write, in: workspace.url).status == 0)
        #expect(try CLI.run(gate, in: workspace.url).status == 0)
    }

    /// A catalog deleted or renamed in the folders the run reads holds no finding any more: its
    /// entries are fixed, so the ratchet fails until the baseline is written anew, which drops
    /// them. An entry of a file gone from outside what the run reads is kept.
    @Test func aDeletedOrRenamedCatalogsFindingsAreFixed() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/A/Localizable.xcstrings", Self.catalog())
        try workspace.write("Sources/B/Other.xcstrings", Self.catalog())
        try workspace.write("Else/Third.xcstrings", Self.catalog())
        let written = try CLI.run(["check", "-q", "--write-baseline", "b.json", "Sources", "Else"], in: workspace.url)
        #expect(written.standardError == "wrote the baseline b.json: 3 findings of check\n")

        try FileManager.default.removeItem(atPath: workspace.path("Sources/B/Other.xcstrings"))
        try FileManager.default.removeItem(atPath: workspace.path("Else/Third.xcstrings"))
        let deleted = try CLI.run(["check", "--baseline", "b.json", "--ratchet", "Sources"], in: workspace.url)
        #expect(deleted.status == 1)
        #expect(deleted.standardOutput.hasSuffix("no new findings\nbaseline b.json: 1 finding held, 1 fixed: the baseline can shrink (--write-baseline b.json)\n"), "\(deleted.standardOutput)")
        let shrunk = try CLI.run(["check", "-q", "--write-baseline", "b.json", "Sources"], in: workspace.url)
        #expect(shrunk.standardError == "wrote the baseline b.json: 1 finding of check; 1 more kept, of files or rules this run did not cover\n")
        #expect(workspace.read("b.json")?.contains("Sources/B/Other.xcstrings") == false)
        #expect(workspace.read("b.json")?.contains("Else/Third.xcstrings") == true)

        // Renamed: the old name's finding is fixed, the new name's is new.
        try FileManager.default.moveItem(atPath: workspace.path("Sources/A/Localizable.xcstrings"), toPath: workspace.path("Sources/A/Renamed.xcstrings"))
        let renamed = try CLI.run(["check", "--baseline", "b.json", "--ratchet", "Sources"], in: workspace.url)
        #expect(renamed.status == 1)
        #expect(renamed.standardOutput.hasSuffix("new findings: 1 argument-type\nbaseline b.json: 0 findings held, 1 fixed: the baseline can shrink (--write-baseline b.json)\n"), "\(renamed.standardOutput)")
        #expect(try CLI.run(["check", "-q", "--write-baseline", "b.json", "Sources"], in: workspace.url).status == 0)
        let baseline = try #require(workspace.read("b.json"))
        #expect(baseline.contains("Sources/A/Renamed.xcstrings") && !baseline.contains("Sources/A/Localizable.xcstrings"))
        #expect(try CLI.run(["check", "--baseline", "b.json", "--ratchet", "Sources"], in: workspace.url).status == 0)
    }

    /// `usage` the same: a Swift file deleted from the sources takes its findings with it.
    @Test func aDeletedSwiftFilesUsageFindingsAreFixed() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "// swift-tools-version: 6.0\n")
        try workspace.write("Sources/Feature/Resources/Localizable.xcstrings", catalogJSON(["title": "Title"]))
        try workspace.write("Sources/Feature/V.swift", "import SwiftUI\nlet a = Text(\"title\", bundle: .module)\n")
        try workspace.write("Sources/Feature/W.swift", "import SwiftUI\nlet b = Text(\"titel\", bundle: .module)\n")
        let written = try CLI.run(["usage", "-q", "--write-baseline", "b.json", "Sources/Feature/Resources"], in: workspace.url)
        #expect(written.standardError == "wrote the baseline b.json: 2 findings of usage\n")
        try FileManager.default.removeItem(atPath: workspace.path("Sources/Feature/W.swift"))
        let deleted = try CLI.run(["usage", "--baseline", "b.json", "--ratchet", "Sources/Feature/Resources"], in: workspace.url)
        #expect(deleted.status == 1)
        #expect(deleted.standardOutput.hasSuffix("baseline b.json: 1 finding held, 1 fixed: the baseline can shrink (--write-baseline b.json)\n"), "\(deleted.standardOutput)")
        let shrunk = try CLI.run(["usage", "-q", "--write-baseline", "b.json", "Sources/Feature/Resources"], in: workspace.url)
        #expect(shrunk.standardError == "wrote the baseline b.json: 1 finding of usage\n")
    }

    /// What the run could not have found is not fixed: a file it did not read, a rule it did not
    /// apply. The ratchet's error reaches standard error and SARIF's invocation in every form.
    @Test func onlyWhatTheRunLookedAtIsFixed() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", Self.catalog())
        try workspace.write("CI/baseline.json", Self.baselineFile(adding: [(file: "../Other/Localizable.xcstrings", key: "x", language: "de", rule: "argument-type"), (file: "../R/Localizable.xcstrings", key: "bad", language: "en", rule: "untranslated")]))
        // The two findings the run cannot have found are in the file.
        let written = try #require(workspace.read("CI/baseline.json"))
        #expect(["../Other/Localizable.xcstrings", "\"untranslated\""].allSatisfy(written.contains))
        #expect(try JSONSerialization.jsonObject(with: Data(written.utf8)) is [String: Any])
        let result = try CLI.run(["check", "--baseline", "CI/baseline.json", "--ratchet", "R"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasSuffix("baseline CI/baseline.json: 1 finding held, none fixed\n"))

        let sarif = try CLI.run(["check", "--format", "sarif", "--baseline", "CI/baseline.json", "--ratchet", "R"], in: workspace.url)
        #expect(sarif.status == 0)
        try workspace.write("R/Localizable.xcstrings", Self.catalog(badGerman: "%@ Artikel"))
        let failing = try CLI.run(["check", "--format", "sarif", "--baseline", "CI/baseline.json", "--ratchet", "R"], in: workspace.url)
        #expect(failing.status == 1)
        #expect(failing.standardError == "CI/baseline.json:3:5: error: the baseline holds a finding that is fixed, and the ratchet lets it only shrink; write it anew with --write-baseline CI/baseline.json\n")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(failing.standardOutput.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { "\($0["ruleId"]!) \($0["baselineState"]!) \($0["ruleIndex"] != nil)" } == ["argument-type absent true"])
    }

    /// Written anew, a baseline keeps what the run could not have found: another module's
    /// findings, and one of a rule the command does not have (which reading the baseline to
    /// apply it reports), rather than dropping the section's every other finding with it.
    @Test func writingABaselineKeepsFindingsOfUnknownRules() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", Self.catalog())
        try workspace.write("CI/baseline.json", Self.baselineFile(adding: [(file: "../Other/Localizable.xcstrings", key: "x", language: "de", rule: "argument-type"), (file: "../Other/Localizable.xcstrings", key: "y", language: "de", rule: "argumnt-type")]))
        let result = try CLI.run(["check", "-q", "--write-baseline", "CI/baseline.json", "R"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        let written = try #require(workspace.read("CI/baseline.json"))
        #expect(written.contains(#""key" : "x""#) && written.contains(#""rule" : "argumnt-type""#), "\(written)")
    }
}
