import Foundation
import Testing
import TestSupport

/// `string-symbols usage` and `migrate` as a user runs them: outputs, exit statuses, the diff,
/// `--write`, and what they refuse.
@Suite struct UsageCommandTests {
    static let view = """
        import SwiftUI

        struct V: View {
            var body: some View {
                Text("title", bundle: .module)
                Text("titel", bundle: .module)
                Text("items %lld".localized(3))
            }
        }

        """

    /// A package target `Sources/Feature` with a catalog under `Resources` and one view.
    func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "// swift-tools-version: 6.0\n")
        try workspace.write("Sources/Feature/Resources/Localizable.xcstrings", catalogJSON(["title": "Title", "unused": "Unused", "items %lld": "%lld items"]))
        try workspace.write("Sources/Feature/V.swift", Self.view)
        return workspace
    }

    static let findings = """
        Sources/Feature/Resources/Localizable.xcstrings:6:1: warning: 'unused' of 'Localizable' is neither looked up nor named by its symbol in the sources, so it may no longer be used [unused-key]
        Sources/Feature/V.swift:5:14: note: Text("title", bundle: .module) can be Text(.title) [replaceable-lookup]
        Sources/Feature/V.swift:6:14: warning: 'titel' is looked up, but the table 'Localizable' has no such key, so users see the key itself [missing-key]
        Sources/Feature/V.swift:7:14: note: "items %lld".localized(3) can be String(localized: .items(3)) [replaceable-lookup]

        """

    /// A resources module's strings are used by the modules that import it: read alone, its own
    /// folder uses none of its keys. `usage` says so, and `--prune` removes nothing unless the
    /// sources are named.
    @Test func aModuleWhoseKeysNoSourceReadUsesIsNotPruned() throws {
        let workspace = try Workspace()
        try workspace.write("Package.swift", "// swift-tools-version: 6.0\n")
        try workspace.write("Sources/Strings/Resources/Localizable.xcstrings", catalogJSON(["title": "Title", "done": "Done"]))
        try workspace.write("Sources/Strings/Exports.swift", "import Foundation\n")
        try workspace.write("Sources/App/V.swift", "import SwiftUI\n\nstruct V: View {\n    var body: some View { Text(.title) }\n}\n")
        let hint = "Sources/Strings: %@: none of the module's 2 keys is looked up or named by a symbol in the 1 Swift file of Sources/Strings, the folder the sources default to: if other modules use these strings, as they use a resources module's, name their folders with --sources"
        let usage = try CLI.run(["usage", "Sources/Strings/Resources"], in: workspace.url)
        #expect(usage.status == 0)
        #expect(usage.standardError.hasPrefix(hint.replacingOccurrences(of: "%@", with: "warning") + "\n"), "\(usage.standardError)")
        let prune = try CLI.run(["usage", "--prune", "Sources/Strings/Resources"], in: workspace.url)
        #expect(prune.status == 1)
        #expect(prune.standardError == hint.replacingOccurrences(of: "%@", with: "error") + "; nothing is removed\n")
        #expect(prune.standardOutput == "")
        let named = try CLI.run(["usage", "--prune", "--sources", "Sources", "Sources/Strings/Resources"], in: workspace.url)
        #expect(named.status == 0)
        #expect(named.standardError.hasSuffix("1 key in 1 file can be removed (--write removes them); 0 kept for lookups of keys made at run time\n"), "\(named.standardError)")
        // The catalog is written back in Xcode's bytes, without 'done'.
        #expect(named.standardOutput.contains("\n+    \"title\" : {") && !named.standardOutput.contains("\n+    \"done\" : {"), "\(named.standardOutput)")
    }

    /// With `--sources Sources`, the resources module's users are read too; a user target's
    /// `bundle: .module` is its own bundle, so its lookups are neither checked against the
    /// resources module's tables nor rewritten into its symbols.
    @Test func anotherTargetsModuleBundleIsItsOwn() throws {
        let workspace = try workspace()
        try workspace.write("Sources/App/Resources/Localizable.xcstrings", catalogJSON(["title": "Title", "app only": "App only"]))
        try workspace.write("Sources/App/main.swift", """
            import Foundation

            print(String(localized: "title", bundle: .module), String(localized: "app only", bundle: .module))

            """)
        let result = try CLI.run(["usage", "--lookup-method", "localized", "--sources", "Sources", "Sources/Feature/Resources"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == Self.findings)
    }

    /// An app's tables are read by a local package's code through the main bundle, so its
    /// lookups use their keys; but a package cannot import the app's module, so `migrate` leaves
    /// them, with one note for the target, and `usage` offers no rewrite there.
    @Test func aLocalPackagesLookupsOfAnAppsTablesAreNotRewritten() throws {
        let workspace = try Workspace()
        try workspace.write("App/Resources/Localizable.xcstrings", catalogJSON(["app.title": "App", "feature.title": "Feature", "own": "Own"]))
        try workspace.write("App/AppView.swift", "import SwiftUI\n\nstruct AppView: View { var body: some View { Text(\"app.title\") } }\n")
        try workspace.write("Packages/Feature/Package.swift", "// swift-tools-version: 6.0\n")
        try workspace.write("Packages/Feature/Sources/Feature/FeatureView.swift", """
            import SwiftUI

            struct FeatureView: View { var body: some View { Text("feature.title"); Text("own", bundle: .module); Text("app.title") } }

            """)
        try workspace.write("Packages/Feature/Sources/Feature/Later/Row.swift", "import SwiftUI\n\nlet row = Text(\"app.title\")\n")
        try workspace.write("Packages/Feature/Tests/FeatureTests/T.swift", "import SwiftUI\n\nlet t = Text(\"app.title\")\n")
        let result = try CLI.run(["migrate", "--sources", ".", "App/Resources/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError.contains("""
            ./Packages/Feature/Sources/Feature/FeatureView.swift:3:55: note: 3 lookups of the app's keys stay as written in the package target 'Feature', which cannot import the app's symbols (the first here)
            ./Packages/Feature/Tests/FeatureTests/T.swift:3:14: note: 1 lookup of the app's keys stays as written in the package target 'FeatureTests', which cannot import the app's symbols (the first here)
            note: the rewritten lookups use
            """), "\(result.standardError)")
        #expect(result.standardError.hasSuffix("1 lookup in 1 file can be rewritten (--write writes them); 4 left as they are\n"), "\(result.standardError)")
        #expect(result.standardOutput.contains("+struct AppView: View { var body: some View { Text(.appTitle) } }") && !result.standardOutput.contains("FeatureView"), "\(result.standardOutput)")
        let usage = try CLI.run(["usage", "--sources", ".", "App/Resources/Localizable.xcstrings"], in: workspace.url)
        #expect(usage.standardError.contains("App/AppView.swift:3:51: note: Text(\"app.title\") can be Text(.appTitle)") && !usage.standardError.contains("FeatureView.swift"), "\(usage.standardError)")
        #expect((usage.standardOutput + usage.standardError).contains("keys: 3, 3 used, 0 unused; 0 keys looked up but missing\nfindings: 1 replaceable-lookup\n"))
        let write = try CLI.run(["migrate", "--write", "--sources", ".", "App/Resources/Localizable.xcstrings"], in: workspace.url)
        #expect(write.standardError.hasSuffix("rewrote 1 lookup in 1 file; 4 left as they are\n"), "\(write.standardError)")
    }

    /// A lookup whose key is an expression may read any key: `--prune` says so, at the lookup,
    /// though the file holds no lookup of a literal key.
    @Test func pruneWarnsOfLookupsWhoseKeyIsAnExpression() throws {
        let workspace = try workspace()
        try workspace.write("Sources/Feature/Sizes.swift", """
            import Foundation

            func title(of size: String) -> String { NSLocalizedString(size, bundle: .module, comment: "") }

            """)
        let result = try CLI.run(["usage", "--prune", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError.contains("\nSources/Feature/Sizes.swift:3:59: warning: a lookup takes its key from an expression, NSLocalizedString of size, which the code alone does not resolve: the keys removed may include ones it reads; check them before --write\n"), "\(result.standardError)")
    }

    /// An app's folder, read by default, is seldom all the code that looks its keys up: when
    /// keys are called unused, a note says that only it was read. Named, or a package target's,
    /// no note.
    @Test func anAppsDefaultSourcesAreSaidToBeTheOnlyOnesRead() throws {
        let workspace = try Workspace()
        try workspace.write("App/Localizable.xcstrings", #"""
            {"sourceLanguage":"en","strings":{"shown":{},"elsewhere":{}},"version":"1.0"}
            """#)
        try workspace.write("App/View.swift", "let a = String(localized: \"shown\")\n")
        try workspace.write("Kit/Other.swift", "let b = String(localized: \"elsewhere\")\n")
        let assumed = try CLI.run(["usage", "App/Localizable.xcstrings"], in: workspace.url)
        #expect(assumed.status == 0)
        #expect(assumed.standardError.contains("App: note: the sources were not named, so only this folder, which they default to, was read: a key that code elsewhere looks up (another target's, a framework's, a package's) is called unused too; name every folder whose code may use these strings with --sources\n"), "\(assumed.standardError)")
        // A baseline that holds the finding leaves no key called unused, and no note.
        let written = try CLI.run(["usage", "--write-baseline", "baseline.json", "App/Localizable.xcstrings"], in: workspace.url)
        #expect(written.status == 0, "\(written.standardError)")
        let held = try CLI.run(["usage", "--baseline", "baseline.json", "App/Localizable.xcstrings"], in: workspace.url)
        #expect(held.status == 0)
        #expect(!held.standardError.contains("the sources were not named"), "\(held.standardError)")
        let named = try CLI.run(["usage", "--sources", "App", "--sources", "Kit", "App/Localizable.xcstrings"], in: workspace.url)
        #expect(named.status == 0)
        #expect(!named.standardError.contains("the sources were not named"), "\(named.standardError)")
        #expect(named.standardOutput.contains("keys: 2, 2 used, 0 unused"), "\(named.standardOutput)")
    }

    @Test func usageReportsAndSummarizes() throws {
        let workspace = try workspace()
        let result = try CLI.run(["usage", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == Self.findings)
        #expect(result.standardOutput == """
            read 1 Swift file; lookups by key: 2 SwiftUI view, 1 lookup method
            keys: 3, 2 used, 1 unused; 1 key looked up but missing
            findings: 1 missing-key, 1 unused-key, 2 replaceable-lookup

            """)
        let quiet = try CLI.run(["usage", "-q", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(quiet.status == 0 && quiet.standardOutput == "" && quiet.standardError == Self.findings)
        // Run in the target's folder on `.`, sources and tables are named relative to it alike.
        let here = try CLI.run(["usage", "--lookup-method", "localized", "."], in: workspace.url.appendingPathComponent("Sources/Feature"))
        #expect(here.standardError == Self.findings.replacingOccurrences(of: "Sources/Feature/", with: "./"))
    }

    @Test func theErrorLevelFailsOnAMissingKey() throws {
        let workspace = try workspace()
        let result = try CLI.run(["usage", "--level", "error", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("Sources/Feature/V.swift:6:14: error: 'titel' is looked up"))
        #expect(result.standardError.contains("Localizable.xcstrings:6:1: warning: 'unused'"))
        // Off, the summary counts what it does not report.
        let off = try CLI.run(["usage", "--level", "off", "Sources/Feature/Resources"], in: workspace.url)
        #expect(off.status == 0 && off.standardError == "")
        #expect(off.standardOutput.hasSuffix("1 key looked up but missing\nfindings, not reported one by one at the level off: 1 missing-key, 1 unused-key, 1 replaceable-lookup\n"), "\(off.standardOutput)")
    }

    @Test func jsonAndSARIF() throws {
        let workspace = try workspace()
        let json = try CLI.run(["usage", "--format", "json", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(json.status == 0 && json.standardError == "")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["rule"]!) \($0["path"]!):\($0["line"]!):\($0["column"]!) \($0["key"]!)" } == [
            "unused-key Sources/Feature/Resources/Localizable.xcstrings:6:1 unused",
            "replaceable-lookup Sources/Feature/V.swift:5:14 title",
            "missing-key Sources/Feature/V.swift:6:14 titel",
            "replaceable-lookup Sources/Feature/V.swift:7:14 items %lld",
        ])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["keys"] as? Int == 3 && summary["usedKeys"] as? Int == 2 && summary["unusedKeys"] as? Int == 1 && summary["notJudgedKeys"] as? Int == 0 && summary["missingKeys"] as? Int == 1)
        #expect(summary["lookups"] as? [String: Int] == ["SwiftUI view": 2, "lookup method": 1])

        let sarif = try CLI.run(["usage", "--format", "sarif", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.map { $0["id"] as? String } == ["missing-key", "unused-key", "replaceable-lookup", "unreadable-file"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { "\($0["ruleId"]!) \($0["level"]!)" } == ["unused-key warning", "replaceable-lookup note", "missing-key warning", "replaceable-lookup note"])

        // Columns count bytes in the text and JSON forms, as compilers' do, and code points in
        // SARIF, as its columnKind says: "Ünïcödé" is 7 code points and 11 bytes.
        try workspace.write("Sources/Feature/V.swift", "let a = \"Ünïcödé\"; let b = NSLocalizedString(\"titel\", bundle: .module, comment: \"\")\n")
        let text = try CLI.run(["usage", "-q", "Sources/Feature/Resources"], in: workspace.url)
        #expect(text.standardError.contains("Sources/Feature/V.swift:1:50: warning: 'titel' is looked up"), "\(text.standardError)")
        let unicode = try CLI.run(["usage", "--format", "sarif", "Sources/Feature/Resources"], in: workspace.url)
        let unicodeRun = try #require(((try JSONSerialization.jsonObject(with: Data(unicode.standardOutput.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        #expect(unicodeRun["columnKind"] as? String == "unicodeCodePoints")
        let regions = (unicodeRun["results"] as? [[String: Any]] ?? []).compactMap { result -> String? in
            let location = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            guard let region = location?["region"] as? [String: Any], result["ruleId"] as? String == "missing-key" else { return nil }
            return "\(region["startLine"]!):\(region["startColumn"]!)"
        }
        #expect(regions == ["1:46"])
    }

    @Test func migratePrintsADiffThenWritesThenHasNothingLeft() throws {
        let workspace = try workspace()
        let diff = try CLI.run(["migrate", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(diff.status == 0)
        #expect(diff.standardOutput == """
            --- a/Sources/Feature/V.swift
            +++ b/Sources/Feature/V.swift
            @@ -2,8 +2,8 @@
             
             struct V: View {
                 var body: some View {
            -        Text("title", bundle: .module)
            +        Text(.title)
                     Text("titel", bundle: .module)
            -        Text("items %lld".localized(3))
            +        Text(String(localized: .items(3)))
                 }
             }

            """)
        #expect(diff.standardError == Self.availabilityNote + "2 lookups in 1 file can be rewritten (--write writes them); 0 left as they are\n")
        #expect(workspace.read("Sources/Feature/V.swift") == Self.view)
        // The `string` output's accessors return String, which every release has.
        let string = try CLI.run(["migrate", "--template", "string", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(string.standardError.hasSuffix("2 lookups in 1 file can be rewritten (--write writes them); 0 left as they are\n"))
        #expect(!string.standardError.contains("LocalizedStringResource"))

        let write = try CLI.run(["migrate", "--write", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(write.status == 0 && write.standardOutput == "")
        #expect(write.standardError == Self.availabilityNote + "rewrote 2 lookups in 1 file; 0 left as they are\n")
        #expect(workspace.read("Sources/Feature/V.swift") == Self.view
            .replacingOccurrences(of: #"Text("title", bundle: .module)"#, with: "Text(.title)")
            .replacingOccurrences(of: #"Text("items %lld".localized(3))"#, with: "Text(String(localized: .items(3)))"))

        let again = try CLI.run(["migrate", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(again.status == 0 && again.standardOutput == "")
        #expect(again.standardError == "0 lookups in 0 files can be rewritten (--write writes them); 0 left as they are\n")

        // A lookup that already was a LocalizedStringResource needed those releases before.
        try workspace.write("Sources/Feature/R.swift", "import Foundation\n\nlet title = LocalizedStringResource(\"title\", bundle: .module)\n")
        let resource = try CLI.run(["migrate", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(resource.status == 0 && resource.standardOutput.contains("+let title = LocalizedStringResource.title"), "\(resource.standardOutput)")
        #expect(resource.standardError == "1 lookup in 1 file can be rewritten (--write writes them); 0 left as they are\n")
    }

    /// In an app's target, whose views read the main bundle, a view that SwiftUI declares with a
    /// `LocalizedStringResource` title takes the symbol itself, with a note of the SDK that has it.
    @Test func swiftUITitlesTakingTheirSymbolHaveANote() throws {
        let workspace = try Workspace()
        try workspace.write("App/Resources/Localizable.xcstrings", catalogJSON(["save": "Save", "title": "Title"]))
        try workspace.write("App/V.swift", """
            import SwiftUI

            struct V: View {
                var body: some View {
                    Button("save") { }
                        .navigationTitle("title")
                    Text("title")
                }
            }

            """)
        let diff = try CLI.run(["migrate", "--sources", "App", "App/Resources"], in: workspace.url)
        #expect(diff.status == 0)
        #expect(diff.standardOutput.contains("+        Button(.save) { }\n+            .navigationTitle(.title)\n+        Text(.title)\n"), "\(diff.standardOutput)")
        #expect(diff.standardError == Self.availabilityNote
            + "note: 2 SwiftUI titles are given their symbols directly, as in Button(.key): SwiftUI has these LocalizedStringResource initializers and modifiers from the SDK of Xcode 26 on\n"
            + "3 lookups in 1 file can be rewritten (--write writes them); 0 left as they are\n", "\(diff.standardError)")
    }

    /// An Interface Builder table named as an input (a catalog in an `.lproj` folder, a legacy
    /// table beside its storyboard) is read, but its keys are its storyboard's: none is unused,
    /// and `--prune` removes none, as with the system's tables.
    @Test func interfaceBuilderTablesNamedAsInputsHaveNoUnusedKeys() throws {
        let workspace = try workspace()
        try workspace.write("Sources/Feature/Resources/mul.lproj/Main.xcstrings", catalogJSON(["0eh-6G-rMp.title": "Window"]))
        try workspace.write("Sources/Feature/Resources/Base.lproj/Main.storyboard", "<document/>\n")
        try workspace.write("Sources/Feature/Resources/Base.lproj/Panel.xib", "<document/>\n")
        try workspace.write("Sources/Feature/Resources/en.lproj/Panel.strings", "\"7VM-DV-W3e.text\" = \"Close\";\n")
        let inputs = ["Sources/Feature/Resources/mul.lproj/Main.xcstrings", "Sources/Feature/Resources/en.lproj/Panel.strings", "Sources/Feature/Resources/Localizable.xcstrings"]
        let usage = try CLI.run(["usage", "--lookup-method", "localized", "--sources", "Sources/Feature"] + inputs, in: workspace.url)
        #expect(usage.standardError == Self.findings, "\(usage.standardError)")
        let prune = try CLI.run(["usage", "--prune", "--lookup-method", "localized", "--sources", "Sources/Feature"] + inputs, in: workspace.url)
        #expect(prune.status == 0, "\(prune.standardError)")
        #expect(!prune.standardOutput.contains("Main.xcstrings") && !prune.standardOutput.contains("Panel.strings"), "\(prune.standardOutput)")
        #expect(prune.standardError.hasSuffix("1 key in 1 file can be removed (--write removes them); 0 kept for lookups of keys made at run time\n"), "\(prune.standardError)")
    }

    /// A catalog in an `.lproj` folder with no storyboard or XIB of its name near it is the
    /// code's, as any other: its keys are counted, and one nothing uses is unused.
    @Test func aCatalogInAnLprojFolderWithoutAStoryboardIsTheCodes() throws {
        let workspace = try workspace()
        try workspace.write("Sources/Feature/Resources/en.lproj/Localizable.xcstrings", catalogJSON(["title": "Title", "Old": "Old"]))
        try workspace.write("Sources/Feature/View.swift", "let a = String(localized: \"title\", bundle: .module)\n")
        let usage = try CLI.run(["usage", "Sources/Feature/Resources/en.lproj/Localizable.xcstrings"], in: workspace.url)
        #expect(usage.standardOutput.contains("keys: 2, 1 used, 1 unused;"), "\(usage.standardOutput)")
    }

    /// What `migrate` says when it rewrites lookups into the `xcode` output's symbols.
    static let availabilityNote = "note: the rewritten lookups use LocalizedStringResource, which needs macOS 13, iOS 16, tvOS 16, watchOS 9 or later; for an earlier deployment target, migrate with '--template string'\n"

    /// A file named by two inputs in two spellings (its folder, and `./` before its path) is read
    /// and rewritten once.
    @Test func aFileNamedTwiceInTwoSpellingsIsOneFile() throws {
        let workspace = try workspace()
        let arguments = ["--lookup-method", "localized", "--sources", "Sources/Feature", "--sources", "./Sources/Feature/V.swift", "Sources/Feature/Resources"]
        let usage = try CLI.run(["usage"] + arguments, in: workspace.url)
        #expect(usage.standardError == Self.findings)
        #expect(usage.standardOutput.hasPrefix("read 1 Swift file;"), "\(usage.standardOutput)")
        let diff = try CLI.run(["migrate"] + arguments, in: workspace.url)
        #expect(diff.standardOutput.components(separatedBy: "+++ b/Sources/Feature/V.swift").count == 2, "\(diff.standardOutput)")
        #expect(diff.standardError == Self.availabilityNote + "2 lookups in 1 file can be rewritten (--write writes them); 0 left as they are\n")
    }

    @Test(.enabled(if: GitRepository.isAvailable, "needs git"))
    func theDiffOfAFileWithCRLFLinesApplies() throws {
        // git is the oracle: the diff applies, and makes what `--write` writes.
        let workspace = try workspace()
        let crlf = Self.view.replacingOccurrences(of: "\n", with: "\r\n")
        try workspace.write("Sources/Feature/V.swift", crlf)
        let diff = try CLI.run(["migrate", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(diff.status == 0)
        try workspace.write("migrate.diff", diff.standardOutput)
        let apply = try ChildProcess.run("/usr/bin/env", ["git", "apply", "migrate.diff"], in: workspace.url)
        #expect(apply.status == 0, "\(apply.standardError)")
        let applied = workspace.read("Sources/Feature/V.swift")
        try workspace.write("Sources/Feature/V.swift", crlf)
        let write = try CLI.run(["migrate", "--write", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(write.status == 0)
        #expect(applied == workspace.read("Sources/Feature/V.swift"))
        #expect(applied == crlf
            .replacingOccurrences(of: #"Text("title", bundle: .module)"#, with: "Text(.title)")
            .replacingOccurrences(of: #"Text("items %lld".localized(3))"#, with: "Text(String(localized: .items(3)))"))
    }

    /// A link to a folder above leads round without end: every walk (catalogs, tables, sources)
    /// enters each folder once, so each file counts once (before, `format` found the one catalog
    /// 41 times and `export` exported it 41 times).
    @Test func foldersLinkedBackUpAreEnteredOnce() throws {
        let workspace = try workspace()
        try workspace.write("Sources/Feature/Legacy/en.lproj/Other.strings", "\"other\" = \"Other\";\n")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Sources/Feature/Resources/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Sources/Feature/Legacy/back"), withDestinationPath: "../..")
        let format = try CLI.run(["format", "--check", "Sources"], in: workspace.url)
        #expect(format.standardError.hasSuffix("1 of 1 catalog not as Xcode writes it\n"), "\(format.standardError)")
        let usage = try CLI.run(["usage", "--lookup-method", "localized", "Sources/Feature"], in: workspace.url)
        #expect(usage.standardOutput.hasPrefix("read 1 Swift file;"), "\(usage.standardOutput)")
        #expect(usage.standardOutput.contains("keys: 4, "), "\(usage.standardOutput)")
        let export = try CLI.run(["export", "--language", "de", "--output", "Out", "Sources"], in: workspace.url)
        #expect(export.standardError.hasSuffix("wrote Out/de.xcloc: 1 catalog, 3 units\n"), "\(export.standardError)")
    }

    @Test func theConfigurationFileNamesTheHelpers() throws {
        let workspace = try workspace()
        try workspace.write("string-symbols.json", #"{"lookupMethods": ["localized"], "template": "string"}"#)
        let result = try CLI.run(["migrate", "--config", "string-symbols.json", "Sources/Feature/Resources"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("+        Text(L10n.title)\n"))
        #expect(result.standardOutput.contains("+        Text(L10n.items(3))\n"))
    }

    @Test func whatTheCommandsRefuse() throws {
        let workspace = try workspace()
        let write = try CLI.run(["usage", "--write", "Sources/Feature/Resources"], in: workspace.url)
        #expect(write.status == 2 && write.standardError.contains("'usage' changes no file but with '--prune --write', which takes unused keys out; 'migrate --write' rewrites the lookups"))
        let output = try CLI.run(["migrate", "--output", "Out", "Sources/Feature/Resources"], in: workspace.url)
        #expect(output.status == 2 && output.standardError.contains("'--output' and '--stdout' do not apply"))
        let access = try CLI.run(["migrate", "--access", "internal", "Sources/Feature/Resources"], in: workspace.url)
        #expect(access.status == 2 && access.standardError.contains("unknown option '--access'"))
        let missing = try CLI.run(["usage", "--sources", "Nowhere", "Sources/Feature/Resources"], in: workspace.url)
        #expect(missing.status == 1 && missing.standardError == "Nowhere: error: no such file or folder of Swift sources\n")
        try FileManager.default.createDirectory(atPath: workspace.path("Empty"), withIntermediateDirectories: true)
        let empty = try CLI.run(["usage", "--sources", "Empty", "Sources/Feature/Resources"], in: workspace.url)
        #expect(empty.status == 1 && empty.standardError.hasPrefix("Empty: error: no Swift or Objective-C file is under the source folders"))
        for command in ["usage", "migrate"] {
            let template = try CLI.run([command, "--template", "Nowhere.mustache", "Sources/Feature/Resources"], in: workspace.url)
            #expect(template.status == 1 && template.standardError == "Nowhere.mustache: error: no such file or folder\n", "\(command)")
        }
    }

    /// A link is never replaced by a file: one to a file inside the sources is rewritten where
    /// it leads, once however many links lead there; one that leads outside is left as it is.
    @Test func linkedSourcesAreRewrittenWhereTheyLeadOrLeftAlone() throws {
        let workspace = try workspace()
        let other = "import SwiftUI\nlet t = Text(\"title\", bundle: .module)\n"
        try workspace.write("Sources/Feature/Shared/Other.swift", other)
        try workspace.write("Outside/Far.swift", other)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Sources/Feature/Link.swift"), withDestinationPath: "Shared/Other.swift")
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Sources/Feature/Again.swift"), withDestinationPath: workspace.path("Sources/Feature/Shared/Other.swift"))
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Sources/Feature/Far.swift"), withDestinationPath: "../../Outside/Far.swift")
        let result = try CLI.run(["migrate", "--write", "--lookup-method", "localized", "Sources/Feature/Resources"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains(
            "Sources/Feature/Far.swift: note: left as it is: the file is a link to ../../Outside/Far.swift, outside the source folders; rewrite the file it leads to there, or name its folder with --sources\n"),
            "\(result.standardError)")
        #expect(result.standardError.hasSuffix("rewrote 5 lookups in 2 files; 1 left as they are\n"), "\(result.standardError)")
        let rewritten = other.replacingOccurrences(of: #"Text("title", bundle: .module)"#, with: "Text(.title)")
        #expect(workspace.read("Sources/Feature/Shared/Other.swift") == rewritten)
        for link in ["Sources/Feature/Link.swift", "Sources/Feature/Again.swift", "Sources/Feature/Far.swift"] {
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: workspace.path(link))) != nil, "\(link) is no link any more")
        }
        #expect(workspace.read("Outside/Far.swift") == other)
    }

    @Test func aFileThatCannotBeLexedIsNeverRewritten() throws {
        let workspace = try workspace()
        let broken = "let a = Text(\"title\", bundle: .module)\nlet b = \"\"\"\nnever closed\n"
        try workspace.write("Sources/Feature/Broken.swift", broken)
        let result = try CLI.run(["migrate", "--write", "Sources/Feature/Resources"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("Sources/Feature/Broken.swift:2:9: warning: this file cannot be read completely"))
        #expect(workspace.read("Sources/Feature/Broken.swift") == broken)
        #expect(workspace.read("Sources/Feature/V.swift")?.contains("Text(.title)") == true)

        // A file that is not UTF-8 (Latin-1 `é`) is no Swift source: it is never rewritten, so
        // no diff shows it otherwise than it is.
        let latin1 = Array("let c = Text(\"title\", bundle: .module) // caf".utf8) + [0xE9, 0x0A]
        try Data(latin1).write(to: workspace.url.appending(path: "Sources/Feature/Latin1.swift"))
        let again = try CLI.run(["migrate", "--write", "Sources/Feature/Resources"], in: workspace.url)
        #expect(again.standardError.contains("Sources/Feature/Latin1.swift:1:46: warning: this file cannot be read completely (invalid UTF-8 byte 0xE9; Swift sources are UTF-8)"), "\(again.standardError)")
        #expect(try Array(Data(contentsOf: workspace.url.appending(path: "Sources/Feature/Latin1.swift"))) == latin1)
    }
}
