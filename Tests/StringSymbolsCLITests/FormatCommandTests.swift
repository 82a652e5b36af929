import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `string-symbols format`: what it writes, what it leaves alone, and `--check`.
@Suite struct FormatCommandTests {
    static let formatted = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : {

            }
          },
          "version" : "1.0"
        }

        """

    func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("App/Formatted.xcstrings", Self.formatted)
        try workspace.write("App/de.lproj/Messy.xcstrings", #"{"version":"1.0","strings":{"b":{},"a":{"x-future":[]}},"sourceLanguage":"en"}"#)
        try workspace.write("App/.hidden/Hidden.xcstrings", "{}")
        return workspace
    }

    @Test func rewritesWhatDiffersAndLeavesTheRestUntouched() throws {
        let workspace = try workspace()
        let before = workspace.modificationDate("App/Formatted.xcstrings")
        Thread.sleep(forTimeInterval: 0.01)
        let result = try CLI.run(["format", "App"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == "formatted 1 of 2 catalogs; 1 already as Xcode writes it\n")
        #expect(workspace.read("App/de.lproj/Messy.xcstrings") == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "x-future" : [

                  ]
                },
                "b" : {

                }
              },
              "version" : "1.0"
            }
            """)
        #expect(workspace.modificationDate("App/Formatted.xcstrings") == before)
        #expect(workspace.read("App/.hidden/Hidden.xcstrings") == "{}")
        let again = try CLI.run(["format", "App", "App/de.lproj/Messy.xcstrings"], in: workspace.url)
        #expect(again.standardError == "formatted 0 of 2 catalogs; 2 already as Xcode writes them\n")
    }

    @Test func checkNamesWhatWouldChangeAndWritesNothing() throws {
        let workspace = try workspace()
        let result = try CLI.run(["format", "--check", "App"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == """
            App/de.lproj/Messy.xcstrings:1:2: error: not as Xcode writes it, first here; 'string-symbols format' rewrites it
            1 of 2 catalogs not as Xcode writes them

            """)
        #expect(workspace.read("App/de.lproj/Messy.xcstrings")?.hasPrefix(#"{"version""#) == true)
        let formatted = try CLI.run(["format", "--check", "App/Formatted.xcstrings"], in: workspace.url)
        #expect(formatted.status == 0)
        #expect(formatted.standardError == "1 catalog, as Xcode writes it\n")
    }

    @Test func aCatalogThatCannotBeReadStopsEveryWrite() throws {
        let workspace = try workspace()
        try workspace.write("App/Broken.xcstrings", "{\n  \"strings\" : {\n    \"a\" : {},\n    \"a\" : {}\n  }\n}")
        let result = try CLI.run(["format", "App", "Missing"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "Missing: error: no such file or folder\n")
        let broken = try CLI.run(["format", "App"], in: workspace.url)
        #expect(broken.status == 1)
        #expect(broken.standardError == "App/Broken.xcstrings:4:5: error: duplicate key 'a'; it is first defined at App/Broken.xcstrings:3:5; remove one, since a catalog keeps only one\n")
        #expect(workspace.read("App/de.lproj/Messy.xcstrings")?.hasPrefix(#"{"version""#) == true)
        // `--check` names every catalog to mend, the unreadable and the unformatted, in one run.
        let check = try CLI.run(["format", "--check", "App"], in: workspace.url)
        #expect(check.status == 1)
        #expect(check.standardError == """
            App/Broken.xcstrings:4:5: error: duplicate key 'a'; it is first defined at App/Broken.xcstrings:3:5; remove one, since a catalog keeps only one
            App/de.lproj/Messy.xcstrings:1:2: error: not as Xcode writes it, first here; 'string-symbols format' rewrites it
            1 of 3 catalogs not as Xcode writes them; 1 cannot be read

            """, "\(check.standardError)")
    }

    /// Valid JSON is not yet a catalog: what every other command refuses, `format` neither
    /// rewrites nor approves (`--check` in a hook let it through as Xcode's bytes).
    @Test func jsonThatIsNoCatalogIsAnError() throws {
        let workspace = try Workspace()
        let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : 5\n  },\n  \"version\" : \"1.0\"\n}\n"
        try workspace.write("Odd.xcstrings", text)
        for arguments in [["format", "--check", "Odd.xcstrings"], ["format", "Odd.xcstrings"]] {
            let result = try CLI.run(arguments, in: workspace.url)
            #expect(result.status == 1)
            let summary = arguments.contains("--check") ? "0 of 1 catalog not as Xcode writes it; 1 cannot be read\n" : ""
            #expect(result.standardError == "Odd.xcstrings:4:11: error: the entry for key 'a' must be an object, not a number\n" + summary, "\(result.standardError)")
        }
        #expect(workspace.read("Odd.xcstrings") == text)
    }

    @Test func aFolderWithoutCatalogsAndNoInputAreErrors() throws {
        let workspace = try Workspace()
        try workspace.write("Empty/en.lproj/Localizable.strings", "\"a\" = \"b\";")
        let empty = try CLI.run(["format", "Empty"], in: workspace.url)
        #expect(empty.status == 1)
        #expect(empty.standardError == "Empty: error: the folder holds no String Catalog (.xcstrings)\n")
        let none = try CLI.run(["format"], in: workspace.url)
        #expect(none.status == 2)
        #expect(none.standardError.hasPrefix("error: no catalogs given; name .xcstrings files or folders that hold them\n"))
    }

    /// WritingCatalogs.md's pre-commit hook, as written there, in a git repository: a commit that
    /// stages no catalog or removes one passes (`format --check` without catalogs is a usage
    /// error, which the first version of the hook ran into), one that stages a catalog Xcode
    /// would write otherwise is refused, and a name with a space is one catalog.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "git not found"))
    func theDocumentedPreCommitHook() throws {
        let document = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent("Documentation/WritingCatalogs.md"), encoding: .utf8)
        let start = try #require(document.range(of: "```sh\n#!/bin/sh\n# The staged catalogs")).lowerBound
        let body = document[document.index(start, offsetBy: "```sh\n".count)...]
        let hook = String(body[..<(try #require(body.range(of: "```")).lowerBound)])
        let workspace = try Workspace()
        let tool = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
        func git(_ arguments: [String]) throws -> ChildProcess.Result {
            try ChildProcess.run("/usr/bin/env", ["PATH=\(tool):/usr/bin:/bin", "/usr/bin/git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments, in: workspace.url)
        }
        #expect(try git(["init", "-q"]).status == 0)
        try workspace.write(".git/hooks/pre-commit", hook)
        #expect(chmod(workspace.path(".git/hooks/pre-commit"), 0o755) == 0)
        try workspace.write("README.txt", "no catalog\n")
        #expect(try git(["add", "README.txt"]).status == 0)
        let noCatalog = try git(["commit", "-q", "-m", "no catalog"])
        #expect(noCatalog.status == 0, "\(noCatalog.standardError)")

        let formatted = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
        try workspace.write("My Strings.xcstrings", formatted)
        #expect(try git(["add", "My Strings.xcstrings"]).status == 0)
        let good = try git(["commit", "-q", "-m", "a catalog in Xcode's bytes"])
        #expect(good.status == 0, "\(good.standardError)")

        try workspace.write("Other.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        #expect(try git(["add", "Other.xcstrings"]).status == 0)
        let refused = try git(["commit", "-q", "-m", "a catalog in other bytes"])
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("Other.xcstrings"), "\(refused.standardError)")
        #expect(try git(["rm", "-q", "--cached", "Other.xcstrings"]).status == 0)

        #expect(try git(["rm", "-q", "My Strings.xcstrings"]).status == 0)
        let removed = try git(["commit", "-q", "-m", "a catalog removed"])
        #expect(removed.status == 0, "\(removed.standardError)")
    }
}
