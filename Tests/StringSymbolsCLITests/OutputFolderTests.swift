import Foundation
import Testing
import TestSupport

/// `--output DIR`: one file per table plus the module file, written only when bytes change,
/// and nothing touched on error.
@Suite struct OutputFolderTests {
    @Test func writesOneFilePerTableAndOnlyChangedFiles() throws {
        let workspace = try Workspace()
        try workspace.write("AppResources/Localizable.xcstrings", catalogJSON())
        try workspace.write("AppResources/Booking.xcstrings", catalogJSON(["confirm_booking_cta": "Confirm"]))
        let arguments = ["generate", "--output", "Generated", "AppResources/Localizable.xcstrings", "AppResources/Booking.xcstrings"]
        #expect(try CLI.run(arguments, in: workspace.url).status == 0)
        #expect(workspace.files(in: "Generated") == ["Booking+StringSymbols.swift", "Localizable+StringSymbols.swift", "StringSymbols.swift"])

        let before = workspace.files(in: "Generated").map { workspace.modificationDate("Generated/\($0)") }
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try CLI.run(arguments, in: workspace.url).status == 0)
        let unchanged = workspace.files(in: "Generated").map { workspace.modificationDate("Generated/\($0)") }
        #expect(unchanged == before, "an unchanged catalog must not rewrite any file")

        try workspace.write("AppResources/Booking.xcstrings", catalogJSON(["confirm_booking_cta": "Confirm now"]))
        #expect(try CLI.run(arguments, in: workspace.url).status == 0)
        let after = workspace.files(in: "Generated").map { workspace.modificationDate("Generated/\($0)") }
        #expect(after[0] != before[0], "Booking changed")
        #expect(after[1] == before[1], "Localizable did not change")
        #expect(after[2] == before[2], "the module file did not change")
        #expect(workspace.read("Generated/Booking+StringSymbols.swift")?.contains("\"Confirm now\"") == true)
    }

    @Test func anErrorTouchesNothing() throws {
        let workspace = try Workspace()
        try workspace.write("AppResources/Localizable.xcstrings", catalogJSON())
        let arguments = ["generate", "--output", "Generated", "AppResources/Localizable.xcstrings"]
        #expect(try CLI.run(arguments, in: workspace.url).status == 0)
        let before = workspace.read("Generated/Localizable+StringSymbols.swift")

        try workspace.write("AppResources/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {}, \"a\": {}}, \"version\": \"1.0\"}")
        let result = try CLI.run(arguments, in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "AppResources/Localizable.xcstrings:1:47: error: duplicate key 'a'; it is first defined at AppResources/Localizable.xcstrings:1:38\n")
        #expect(workspace.read("Generated/Localizable+StringSymbols.swift") == before)
        #expect(workspace.files(in: "Generated") == ["Localizable+StringSymbols.swift", "StringSymbols.swift"])
    }

    @Test func filesOfRemovedTablesAreRemoved() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", catalogJSON())
        try workspace.write("R/Booking.xcstrings", catalogJSON(["b": "B"]))
        try workspace.write("Generated/Notes.swift", "// kept: not a generated file name\n")
        #expect(try CLI.run(["generate", "--output", "Generated", "R/Localizable.xcstrings", "R/Booking.xcstrings"], in: workspace.url).status == 0)
        #expect(try CLI.run(["generate", "--output", "Generated", "R/Localizable.xcstrings"], in: workspace.url).status == 0)
        #expect(workspace.files(in: "Generated") == ["Localizable+StringSymbols.swift", "Notes.swift", "StringSymbols.swift"])
    }

    @Test func theModuleIsNamedAfterTheCatalogsFolder() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/my-resources/Localizable.xcstrings", catalogJSON())
        let result = try CLI.run(["generate", "--stdout", "Sources/my-resources/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("public protocol MyResourcesStrings {}"))
    }
}
