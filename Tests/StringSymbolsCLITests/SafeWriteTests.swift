import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output folder is never left with half a file or a wrong one: not when the generator is
/// killed while writing, not when two generators write it at once, and not when it cannot be
/// written or is the wrong place.
@Suite struct SafeWriteTests {
    /// `tables` catalogs of `keys` keys each, whose texts start with `version`, so that two
    /// versions give files of the same names and different contents.
    static func writeCatalogs(_ workspace: Workspace, folder: String, version: String, tables: Int = 6, keys: Int = 1_500) throws {
        for table in 0..<tables {
            let entries = (0..<keys).map { key in
                "\"key_\(key)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(version) text \(key) of %lld\"}}}}"
            }
            try workspace.write("\(folder)/Table\(table).xcstrings", "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(entries.joined(separator: ", "))}}")
        }
    }

    /// The arguments that generate the catalogs of `folder` into `output`.
    static func generate(_ workspace: Workspace, folder: String, into output: String = "Generated") -> [String] {
        ["generate", "--template", "string", "--module-name", "R", "--output", output]
            + workspace.files(in: folder).map { "\(folder)/\($0)" }
    }

    /// Each generated file by name, as the generator writes it from the catalogs of `folder`.
    static func expectedFiles(_ workspace: Workspace, folder: String) throws -> [String: String] {
        let output = "Expected-\(folder)"
        let result = try CLI.run(generate(workspace, folder: folder, into: output), in: workspace.url)
        try #require(result.status == 0, "\(result.standardError)")
        return Dictionary(uniqueKeysWithValues: workspace.files(in: output).map { ($0, workspace.read("\(output)/\($0)") ?? "") })
    }

    /// Every file of `Generated` is there and whole: one of the generated versions of its name,
    /// byte for byte.
    static func expectEveryFileWhole(_ workspace: Workspace, versions: [[String: String]], sourceLocation: SourceLocation = #_sourceLocation) {
        let names = workspace.files(in: "Generated").filter { !$0.hasPrefix(".") }
        #expect(names == versions[0].keys.sorted(), sourceLocation: sourceLocation)
        for name in names {
            let contents = workspace.read("Generated/\(name)")
            #expect(versions.contains { $0[name] != nil && $0[name] == contents }, "\(name) is not a whole generated file", sourceLocation: sourceLocation)
        }
    }

    @Test func aGeneratorKilledWhileWritingLeavesEveryFileWhole() throws {
        let workspace = try Workspace()
        try Self.writeCatalogs(workspace, folder: "A", version: "A")
        try Self.writeCatalogs(workspace, folder: "B", version: "B")
        let versions = [try Self.expectedFiles(workspace, folder: "A"), try Self.expectedFiles(workspace, folder: "B")]
        #expect(try CLI.run(Self.generate(workspace, folder: "A"), in: workspace.url).status == 0)

        // Each attempt starts generating the other version and kills the generator the moment a
        // file it is writing appears, before it is renamed into place.
        var killedWhileWriting = 0
        var attempts = 0
        while killedWhileWriting < 5 && attempts < 40 {
            attempts += 1
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CLI.binary)
            process.arguments = Self.generate(workspace, folder: attempts.isMultiple(of: 2) ? "A" : "B")
            process.currentDirectoryURL = workspace.url
            process.standardError = FileHandle.nullDevice
            try process.run()
            while process.isRunning {
                if workspace.files(in: "Generated").contains(where: { $0.hasSuffix(".string-symbols-tmp") }) {
                    kill(process.processIdentifier, SIGKILL)
                    break
                }
            }
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killedWhileWriting += 1 }
            Self.expectEveryFileWhole(workspace, versions: versions)
        }
        #expect(killedWhileWriting == 5, "killed while writing in \(killedWhileWriting) of \(attempts) attempts")

        // The next run completes the folder and removes what the killed ones left behind.
        #expect(try CLI.run(Self.generate(workspace, folder: "B"), in: workspace.url).status == 0)
        #expect(workspace.files(in: "Generated") == versions[1].keys.sorted())
        Self.expectEveryFileWhole(workspace, versions: [versions[1]])
    }

    @Test func twoGeneratorsWritingOneFolderLeaveEveryFileWhole() throws {
        let workspace = try Workspace()
        try Self.writeCatalogs(workspace, folder: "A", version: "A")
        try Self.writeCatalogs(workspace, folder: "B", version: "B")
        let versions = [try Self.expectedFiles(workspace, folder: "A"), try Self.expectedFiles(workspace, folder: "B")]
        for _ in 0..<4 {
            let processes = try ["A", "B"].map { folder in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: CLI.binary)
                process.arguments = Self.generate(workspace, folder: folder)
                process.currentDirectoryURL = workspace.url
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            processes.forEach { $0.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [0, 0])
            #expect(workspace.files(in: "Generated") == versions[0].keys.sorted())
            Self.expectEveryFileWhole(workspace, versions: versions)
        }
    }

    @Test func theOutputFolderMayNotHoldTheCatalogs() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", catalogJSON())
        let result = try CLI.run(["generate", "--output", "R", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "R: error: the output folder holds the catalog Localizable.xcstrings; generate into a folder of its own, such as R/Generated\n")
        #expect(workspace.files(in: "R") == ["Localizable.xcstrings"])

        // Also when a link leads there.
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Link"), withDestinationPath: workspace.path("R"))
        let linked = try CLI.run(["generate", "--output", "Link", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(linked.status == 1)
        #expect(linked.standardError.hasPrefix("Link: error: the output folder holds the catalog Localizable.xcstrings"))
        #expect(workspace.files(in: "R") == ["Localizable.xcstrings"])
    }

    /// A generated file's name that is a link: written where the link leads when that is
    /// inside the output folder (an earlier generated file there), the link kept; an error, with
    /// nothing written, when it leads outside it.
    @Test func aLinkInTheOutputFolderIsNeverReplacedByAFile() throws {
        let workspace = try linkedWorkspace("Kept/Localizable+StringSymbols.swift", holding: "// Generated by string-symbols 0.0.1\n")
        let result = try CLI.run(["generate", "--output", "Generated", "R/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: workspace.path("Generated/Localizable+StringSymbols.swift"))) == "Kept/Localizable+StringSymbols.swift")
        #expect(workspace.read("Generated/Kept/Localizable+StringSymbols.swift")?.contains("Generated by string-symbols") == true)

        let outside = try linkedWorkspace("../Elsewhere/Localizable+StringSymbols.swift")
        let refused = try CLI.run(["generate", "--output", "Generated", "R/Localizable.xcstrings"], in: outside.url)
        #expect(refused.status == 1)
        #expect(refused.standardError == "Generated/Localizable+StringSymbols.swift: error: the generated file's name is a link to ../Elsewhere/Localizable+StringSymbols.swift, outside the output folder; the generator writes only inside its folder and replaces no link, so remove the link or generate into the folder it leads to\n")
        #expect(outside.read("Elsewhere/Localizable+StringSymbols.swift") == "// mine\n")
        #expect(outside.files(in: "Generated") == ["Localizable+StringSymbols.swift"])
    }

    /// A workspace with a catalog in `R` and `Generated/Localizable+StringSymbols.swift` a link to
    /// `destination` (relative to `Generated`), which holds `// mine`.
    private func linkedWorkspace(_ destination: String, holding contents: String = "// mine\n") throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", catalogJSON())
        try workspace.write(("Generated/" + destination as NSString).standardizingPath, contents)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Generated/Localizable+StringSymbols.swift"), withDestinationPath: destination)
        return workspace
    }

    /// A folder of tables given as an input is no output folder either; one inside it is.
    @Test func theOutputFolderMayNotBeAFolderOfTables() throws {
        let workspace = try Workspace()
        try workspace.write("R/en.lproj/Localizable.strings", "\"k\" = \"v\";\n")
        let result = try CLI.run(["generate", "--output", "R", "R"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "R: error: the output folder is the folder of the tables R; generate into a folder of its own, such as R/Generated\n")
        #expect(workspace.files(in: "R") == ["en.lproj"])
        let inside = try CLI.run(["generate", "--output", "R/Generated", "R"], in: workspace.url)
        #expect(inside.status == 0, "\(inside.standardError)")
        #expect(workspace.files(in: "R/Generated") == ["Localizable+StringSymbols.swift", "StringSymbols.swift"])
    }

    /// A folder the generator may not write: a user without the right (root may write anywhere,
    /// so as root the generator runs as `nobody` through `setpriv`).
    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "running as root without setpriv"))
    func anUnwritableOutputFolderIsAnError() throws {
        let workspace = try Workspace()
        try workspace.write("R/Localizable.xcstrings", catalogJSON())
        try FileManager.default.createDirectory(atPath: workspace.path("Generated"), withIntermediateDirectories: false)
        try workspace.write("Generated/Localizable+StringSymbols.swift", "// Generated by string-symbols, earlier\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: workspace.path("Generated"))
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.path("Generated")) }
        let arguments = ["generate", "--template", "string", "--output", "Generated", "R/Localizable.xcstrings"]
        let result = getuid() == 0
            ? try ChildProcess.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary] + arguments, in: workspace.url)
            : try CLI.run(arguments, in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("Generated/"), "\(result.standardError)")
        #expect(result.standardError.contains(": error: cannot write the file: Permission denied"), "\(result.standardError)")
        #expect(workspace.files(in: "Generated") == ["Localizable+StringSymbols.swift"])
        #expect(workspace.read("Generated/Localizable+StringSymbols.swift") == "// Generated by string-symbols, earlier\n")
    }

    /// A file named by one character in the working folder is written by every command that
    /// writes one: the temporary file beside it was named through Foundation, which trapped
    /// ("Illegal instruction") on a one-character path.
    @Test func aOneCharacterNameInTheWorkingFolderIsWritten() throws {
        let workspace = try Workspace()
        try workspace.write("P.xcstrings", catalogJSON())
        let base = #"{"sourceLanguage":"en","strings":{"a":{"comment":"c"}},"version":"1.0"}"#
        try workspace.write("O", base)
        try workspace.write("T", base)
        try workspace.write("A", base.replacingOccurrences(of: #""c""#, with: #""d""#))
        for arguments in [["check", "--write-baseline", "b", "P.xcstrings"], ["check", "--touch", "t", "P.xcstrings"], ["merge-driver", "O", "A", "T", "P.xcstrings"]] {
            let result = try CLI.run(arguments, in: workspace.url)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
        }
        #expect(workspace.read("b")?.isEmpty == false)
        #expect(workspace.read("t") != nil)
        #expect(workspace.read("A")?.contains(#""d""#) == true)
    }
}
