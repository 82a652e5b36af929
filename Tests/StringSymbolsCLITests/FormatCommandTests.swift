import Foundation
import Testing
import TestSupport

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
            App/de.lproj/Messy.xcstrings: error: not as Xcode writes it; 'string-symbols format' rewrites it
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
            #expect(result.standardError == "Odd.xcstrings:4:11: error: the entry for key 'a' must be an object, not a number\n", "\(result.standardError)")
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
}
