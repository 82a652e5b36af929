import Foundation
import Testing
import TestSupport

/// `usage --prune` on a copy of a real app's module: Delta Chat's tables (6 languages, `.strings`
/// and `.stringsdict`, and an `InfoPlist` table) with a few Swift sources written here.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.legacyCorpus), "needs ../shared/legacy-corpus"))
struct PruneTests {
    static let module = SharedFolder.legacyCorpus.appendingPathComponent("deltachat__deltachat-ios/deltachat-ios")

    /// The module's code: three keys by literal, and a key made at run time, which keeps every
    /// key that starts with `call_duration_`.
    static let sources = """
        import Foundation

        public enum Strings {
            public static var appName: String { NSLocalizedString("app_name", comment: "") }
            public static var ok: String { NSLocalizedString("ok", comment: "") }
            public static func minutes(_ count: Int) -> String { String.localizedStringWithFormat(NSLocalizedString("n_minutes", comment: ""), count) }
            public static func callDuration(_ unit: String) -> String { NSLocalizedString("call_duration_\\(unit)", comment: "") }
        }

        """

    /// Each file of the module's tables, by its path under the resources folder.
    func tableFiles(in folder: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for language in try FileManager.default.contentsOfDirectory(atPath: folder.path) where language.hasSuffix(".lproj") {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(language).path) {
                files["\(language)/\(name)"] = [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(language)/\(name)")))
            }
        }
        return files
    }

    func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    /// Whether `part`'s lines are `whole`'s with some left out, in order.
    func isLinesLeftOut(_ part: [UInt8], of whole: [UInt8]) -> Bool {
        var remaining = lines(whole)[...]
        for line in lines(part) {
            guard let index = remaining.firstIndex(of: line) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }

    /// Foundation's reading of a table file: a `.strings` file's keys and texts, a
    /// `.stringsdict` file's keys and rules.
    func foundationTable(_ bytes: [UInt8]) throws -> NSDictionary {
        // An empty file (Arabic's .stringsdict) is an empty table, which Foundation does not parse.
        if bytes.isEmpty { return NSDictionary() }
        return try #require(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? NSDictionary)
    }

    @Test func pruneARealAppsModule() throws {
        let workspace = try Workspace()
        let resources = workspace.url.appendingPathComponent("DeltaChat/Resources")
        try FileManager.default.createDirectory(at: resources.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.module, to: resources)
        // The shared corpus may be read-only, and the copy with it; a checkout's tables are not.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: resources.path)
        for path in try FileManager.default.subpathsOfDirectory(atPath: resources.path) {
            let full = resources.appendingPathComponent(path).path
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
            try FileManager.default.setAttributes([.posixPermissions: isFolder.boolValue ? 0o755 : 0o644], ofItemAtPath: full)
        }
        try workspace.write("DeltaChat/Strings.swift", Self.sources)
        let before = try tableFiles(in: resources)
        #expect(before.count == 18)

        // Without --write: a diff, notes, and no file touched.
        let shown = try CLI.run(["usage", "--prune", "--sources", "DeltaChat", "DeltaChat/Resources"], in: workspace.url)
        #expect(shown.status == 0)
        #expect(try tableFiles(in: resources) == before ? true : false, "no file is touched")
        let notes = shown.standardError.split(separator: "\n")
        let summary = try #require(notes.last)
        #expect(summary.hasSuffix(" keys in 11 files can be removed (--write removes them); 2 kept for lookups of keys made at run time"), "\(summary)")
        #expect(notes.contains { $0.hasSuffix("note: keeps 'call_duration_minutes' of 'Localizable': the lookup 'call_duration_\\(unit)' (NSLocalizedString) at DeltaChat/Strings.swift:7:83 may make it") })
        #expect(notes.contains { $0.contains("note: removes 'cancel' of 'Localizable' (unused: neither looked up nor named by its symbol)") })
        #expect(!notes.contains { $0.contains("'app_name'") || $0.contains("'NSCameraUsageDescription'") })
        #expect(shown.standardOutput.hasPrefix("--- a/DeltaChat/Resources/en.lproj/Localizable.strings\n+++ b/DeltaChat/Resources/en.lproj/Localizable.strings\n@@ "))
        #expect(shown.standardOutput.contains("\n-\"cancel\" = \"Cancel\";\n"))
        let added = shown.standardOutput.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++ b/") }
        #expect(added.isEmpty, "pruning only takes lines out")

        let written = try CLI.run(["usage", "--prune", "--write", "--sources", "DeltaChat", "DeltaChat/Resources"], in: workspace.url)
        #expect(written.status == 0)
        let count = summary.prefix { $0 != " " }
        #expect(written.standardError.hasSuffix("\nremoved \(count) keys in 11 files; 2 kept for lookups of keys made at run time\n"))
        let after = try tableFiles(in: resources)

        // The InfoPlist table is never touched, nor a file without a key to remove (Arabic's
        // empty .stringsdict); every other file is its lines with some left out, and Foundation
        // reads in it exactly the keys kept, with their texts and rules.
        let kept: (String) -> Bool = { ["app_name", "ok", "n_minutes"].contains($0) || $0.hasPrefix("call_duration_") }
        var untouched: [String] = []
        for (path, bytes) in before.sorted(by: { $0.key < $1.key }) {
            let pruned = try #require(after[path])
            let original = try foundationTable(bytes)
            if path.hasSuffix("InfoPlist.strings") || original.allKeys.allSatisfy({ kept($0 as? String ?? "") }) {
                #expect(pruned == bytes ? true : false, "\(path) is as it was")
                untouched.append(path)
                continue
            }
            #expect(isLinesLeftOut(pruned, of: bytes), "\(path)")
            let expected = NSMutableDictionary()
            for case let (key as String, value) in original where kept(key) { expected[key] = value }
            #expect(try foundationTable(pruned) == expected, "\(path)")
        }
        #expect(untouched.count == 7 && untouched.filter { !$0.hasSuffix("InfoPlist.strings") } == ["ar.lproj/Localizable.stringsdict"])

        // A second prune finds nothing more.
        let again = try CLI.run(["usage", "--prune", "--sources", "DeltaChat", "DeltaChat/Resources"], in: workspace.url)
        #expect(again.status == 0 && again.standardOutput == "")
        #expect(again.standardError.hasSuffix("\n0 keys in 0 files can be removed (--write removes them); 2 kept for lookups of keys made at run time\n"))

        // The pruned module still generates, builds and runs: its symbols, and the code's lookups.
        let generated = try CLI.run(["generate", "--template", "string", "--module-name", "DeltaChat", "--output", "Generated", "DeltaChat/Resources"], in: workspace.url)
        #expect(generated.status == 0, "\(generated.standardError)")
        let swiftFiles = try FileManager.default.contentsOfDirectory(atPath: workspace.path("Generated")).sorted()
        #expect(swiftFiles == ["InfoPlist+StringSymbols.swift", "Localizable+StringSymbols.swift", "StringSymbols.swift"])
        let main = """
            import Foundation
            for language in ["en", "de"] {
                L10n.$locale.withValue(Locale(identifier: language)) {
                    print(language, L10n.appName, "|", L10n.ok, "|", L10n.callDurationLessThanAMinute)
                }
            }
            print(Strings.appName, "|", Strings.ok, "|", Strings.callDuration("less_than_a_minute"))

            """
        let module = SwiftCompiler.Module(
            "DeltaChat",
            sources: swiftFiles.map { .file(workspace.url.appendingPathComponent("Generated/\($0)")) }
                + [.text(Self.sources, named: "Strings.swift"), .text(main, named: "main.swift")])
        let bundle = try FileManager.default.contentsOfDirectory(atPath: resources.path).sorted().map { resources.appendingPathComponent($0) }
        let output = try SwiftCompiler.run(module, resources: bundle)
        #expect(output.split(separator: "\n").first.map(String.init) == "en Delta Chat | OK | Less than 1 minute")
        #expect(output.split(separator: "\n").count == 3)
    }

    /// The shapes, with exact output: a key made at run time keeps the keys it can make and is no
    /// missing key; a stale key goes with its own reason; `InfoPlist` is never touched; a catalog
    /// is written in Xcode's bytes.
    @Test func exactOutputOnTheShapes() throws {
        let workspace = try Workspace()
        try workspace.write("App/Errors.swift", """
            import Foundation
            func message(_ code: String) -> String { NSLocalizedString("error.\\(code)", comment: "") }
            let title = NSLocalizedString("title", comment: "")

            """)
        try workspace.write("App/Resources/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "error.disk" : {

                },
                "error.network" : {

                },
                "gone" : {
                  "extractionState" : "stale"
                },
                "old" : {

                },
                "title" : {

                }
              },
              "version" : "1.0"
            }

            """)
        try workspace.write("App/Resources/InfoPlist.xcstrings", #"{"sourceLanguage": "en", "strings": {"CFBundleName": {}}, "version": "1.0"}"#)
        let usage = try CLI.run(["usage", "--sources", "App", "App/Resources"], in: workspace.url)
        #expect(usage.standardError == """
            App/Errors.swift:3:31: note: NSLocalizedString("title", comment: "") can be String(localized: .title) [replaceable-lookup]
            App/Resources/Localizable.xcstrings:10:5: warning: 'gone' of 'Localizable' is neither looked up nor named by its symbol in the sources, so it may no longer be used [unused-key]
            App/Resources/Localizable.xcstrings:13:5: warning: 'old' of 'Localizable' is neither looked up nor named by its symbol in the sources, so it may no longer be used [unused-key]

            """)
        let pruned = try CLI.run(["usage", "--prune", "--write", "--sources", "App", "App/Resources"], in: workspace.url)
        #expect(pruned.status == 0)
        #expect(pruned.standardError == """
            App/Resources/Localizable.xcstrings:10:5: note: removes 'gone' of 'Localizable' (stale: Xcode no longer finds it in the code, and no lookup or symbol uses it)
            App/Resources/Localizable.xcstrings:13:5: note: removes 'old' of 'Localizable' (unused: neither looked up nor named by its symbol)
            App/Resources/Localizable.xcstrings:4:5: note: keeps 'error.disk' of 'Localizable': the lookup 'error.\\(code)' (NSLocalizedString) at App/Errors.swift:2:60 may make it
            App/Resources/Localizable.xcstrings:7:5: note: keeps 'error.network' of 'Localizable': the lookup 'error.\\(code)' (NSLocalizedString) at App/Errors.swift:2:60 may make it
            removed 2 keys in 1 file; 2 kept for lookups of keys made at run time

            """)
        #expect(workspace.read("App/Resources/Localizable.xcstrings") == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "error.disk" : {

                },
                "error.network" : {

                },
                "title" : {

                }
              },
              "version" : "1.0"
            }

            """)
        #expect(workspace.read("App/Resources/InfoPlist.xcstrings") == #"{"sourceLanguage": "en", "strings": {"CFBundleName": {}}, "version": "1.0"}"#)
        let after = try CLI.run(["usage", "--sources", "App", "App/Resources"], in: workspace.url)
        #expect(after.standardError == "App/Errors.swift:3:31: note: NSLocalizedString(\"title\", comment: \"\") can be String(localized: .title) [replaceable-lookup]\n")
        #expect(after.standardOutput.hasSuffix("\nfindings: 1 replaceable-lookup\n"))
    }

    /// Sources not named are only the folder they default to: a key used elsewhere would go
    /// too, and a warning says so before anything is written.
    @Test func pruningWithSourcesNotNamedIsAWarning() throws {
        let workspace = try Workspace()
        try workspace.write("App/Localizable.xcstrings", catalogJSON(["title": "Title", "old": "Old"]))
        try workspace.write("App/View.swift", "import Foundation\nlet title = NSLocalizedString(\"title\", comment: \"\")\n")
        let warning = "App: warning: the sources were not named, so only this folder, which they default to, was read: a key that code elsewhere looks up (another target's, a framework's, a package's) is removed too; name every folder whose code may use these strings with --sources\n"
        let assumed = try CLI.run(["usage", "--prune", "App/Localizable.xcstrings"], in: workspace.url)
        #expect(assumed.status == 0)
        #expect(assumed.standardError.contains(warning), "\(assumed.standardError)")
        let named = try CLI.run(["usage", "--prune", "--sources", "App", "App/Localizable.xcstrings"], in: workspace.url)
        #expect(named.status == 0)
        #expect(!named.standardError.contains("warning:") && named.standardError.contains("removes 'old'"), "\(named.standardError)")
    }

    /// The preview is what --write does: the diff applies with `git apply` to the very bytes
    /// --write writes, where the file ended without a line break and its last entry went (the
    /// diff said the pruned file ended without one too), and on a line of two entries.
    @Test(.enabled(if: GitRepository.isAvailable, "needs git"))
    func thePreviewAppliesToWhatWriteWrites() throws {
        let table = "\"t.used\" = \"U\";\n\"t.unused2\" = \"U2\"; \"t.used2\" = \"U3\";\n// last\n\"t.unused3\" = \"x\";"
        let workspace = try Workspace()
        try workspace.write("Src/a.swift", """
            import Foundation
            let a = NSLocalizedString("t.used", tableName: "T", comment: "")
            let b = NSLocalizedString("t.used2", tableName: "T", comment: "")

            """)
        for folder in ["Previewed", "Written"] { try workspace.write("\(folder)/en.lproj/T.strings", table) }
        let preview = try CLI.run(["usage", "--prune", "--sources", "Src", "Previewed"], in: workspace.url)
        #expect(preview.status == 0)
        try workspace.write("prune.diff", preview.standardOutput)
        let apply = try ChildProcess.run("/usr/bin/env", ["git", "apply", "prune.diff"], in: workspace.url)
        #expect(apply.status == 0, "\(apply.standardError)")
        #expect(try CLI.run(["usage", "--prune", "--write", "--sources", "Src", "Written"], in: workspace.url).status == 0)
        #expect(workspace.read("Written/en.lproj/T.strings") == "\"t.used\" = \"U\";\n\"t.used2\" = \"U3\";\n")
        #expect(workspace.read("Previewed/en.lproj/T.strings") == workspace.read("Written/en.lproj/T.strings"))
    }

    @Test func whatPruneRefuses() throws {
        let workspace = try Workspace()
        try workspace.write("App/Resources/Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#)
        try workspace.write("App/A.swift", "let a = 1\n")
        let write = try CLI.run(["usage", "--write", "App/Resources"], in: workspace.url)
        #expect(write.status == 2 && write.standardError.hasPrefix("error: 'usage' changes no file but with '--prune --write', which takes unused keys out; 'migrate --write' rewrites the lookups\n"))
        let json = try CLI.run(["usage", "--prune", "--format", "json", "App/Resources"], in: workspace.url)
        #expect(json.status == 2 && json.standardError.hasPrefix("error: '--prune' prints a diff and notes, not a report; '--format' and '--write-baseline' do not apply\n"))
    }

    /// An unused key whose finding the baseline holds is one the team accepted: kept.
    @Test func theBaselineKeepsWhatItHolds() throws {
        let workspace = try Workspace()
        try workspace.write("App/A.swift", "import Foundation\nlet a = NSLocalizedString(\"used\", comment: \"\")\n")
        try workspace.write("App/Resources/en.lproj/Localizable.strings", "\"used\" = \"Used\";\n\"accepted\" = \"Accepted\";\n")
        #expect(try CLI.run(["usage", "--write-baseline", "baseline.json", "--sources", "App", "App/Resources"], in: workspace.url).status == 0)
        try workspace.write("App/Resources/en.lproj/Localizable.strings", "\"used\" = \"Used\";\n\"accepted\" = \"Accepted\";\n\"new\" = \"New\";\n")
        let pruned = try CLI.run(["usage", "--prune", "--write", "--baseline", "baseline.json", "--sources", "App", "App/Resources"], in: workspace.url)
        #expect(pruned.status == 0)
        #expect(pruned.standardError == """
            App/Resources/en.lproj/Localizable.strings:3:1: note: removes 'new' of 'Localizable' (unused: neither looked up nor named by its symbol)
            App/Resources/en.lproj/Localizable.strings:2:1: note: keeps 'accepted' of 'Localizable': the baseline holds its finding
            removed 1 key in 1 file; 0 kept for lookups of keys made at run time

            """)
        #expect(workspace.read("App/Resources/en.lproj/Localizable.strings") == "\"used\" = \"Used\";\n\"accepted\" = \"Accepted\";\n")
    }
}
