import Foundation
import Testing
@testable import FileSystem
@testable import InputText

/// The file system as every command meets it: `AtomicFileWriter` with files that are more than
/// plain files (every command that rewrites a catalog, a table or a source file goes through
/// it), folders created, and folders listed.
@Suite struct FileSystemTests {
    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// A link is written through: the file it points to gets the new text, and the link stays a
    /// link (a rename onto the link's path would have put a plain file in its place).
    @Test func aLinkIsWrittenThrough() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.xcstrings")
        try Data("old\n".utf8).write(to: real)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("d"), withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("d/Link.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../real.xcstrings")
        try AtomicFileWriter().write([AtomicFileWriter.File(path: link.path, contents: Array("new\n".utf8), previous: Array("old\n".utf8))])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../real.xcstrings")
        #expect(try text(real) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["d", "real.xcstrings"], "no temporary file left")
    }

    /// A read-only file (as a version control system that locks files leaves it) is refused
    /// before anything is written, and a link that points nowhere too.
    @Test func aReadOnlyFileOrABrokenLinkIsRefused() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writable = folder.appendingPathComponent("A.xcstrings")
        let locked = folder.appendingPathComponent("B.xcstrings")
        try Data("a\n".utf8).write(to: writable)
        try Data("b\n".utf8).write(to: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked.path)
        let error = #expect(throws: DiagnosticError.self) {
            try AtomicFileWriter().write([
                AtomicFileWriter.File(path: writable.path, contents: Array("A\n".utf8), previous: Array("a\n".utf8)),
                AtomicFileWriter.File(path: locked.path, contents: Array("B\n".utf8), previous: Array("b\n".utf8)),
            ])
        }
        #expect(error?.description == "\(locked.path): error: the file is read-only; make it writable (or check it out) for string-symbols to replace it")
        #expect(try text(writable) == "a\n")
        #expect(try text(locked) == "b\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["A.xcstrings", "B.xcstrings"])

        // Every read-only file is named at once, so that one run says what to unlock.
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: writable.path)
        let both = #expect(throws: DiagnosticError.self) {
            try AtomicFileWriter().write([
                AtomicFileWriter.File(path: writable.path, contents: Array("A\n".utf8), previous: Array("a\n".utf8)),
                AtomicFileWriter.File(path: locked.path, contents: Array("B\n".utf8), previous: Array("b\n".utf8)),
            ])
        }
        #expect(both?.diagnostics.map(\.path) == [writable.path, locked.path])
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: writable.path)

        let broken = folder.appendingPathComponent("C.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: broken.path, withDestinationPath: "missing/C.xcstrings")
        let brokenError = #expect(throws: DiagnosticError.self) {
            try AtomicFileWriter().write([AtomicFileWriter.File(path: broken.path, contents: Array("C\n".utf8), previous: nil)])
        }
        #expect(brokenError?.description == "\(broken.path): error: cannot write through the symbolic link: No such file or directory")
    }

    /// Folders are created with the ones they are in; a file in the way is named, not reported
    /// as the system's "error 512".
    @Test func foldersAreCreatedOrWhatIsInTheWayIsNamed() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try createFolder(folder.path + "/a/b/c")
        #expect(FileKind(atPath: folder.path + "/a/b/c") == .directory)
        try createFolder(folder.path + "/a/b/c")
        try Data().write(to: folder.appendingPathComponent("file"))
        let inside = #expect(throws: DiagnosticError.self) { try createFolder(folder.path + "/file/x", for: "the output folder") }
        #expect(inside?.description == "\(folder.path)/file/x: error: cannot create the output folder: '\(folder.path)/file' is a file, not a folder")
        let itself = #expect(throws: DiagnosticError.self) { try createFolder(folder.path + "/file") }
        #expect(itself?.description == "\(folder.path)/file: error: cannot create the folder: it is a file, not a folder")
        let forFile = #expect(throws: DiagnosticError.self) { try createFolder(folder.path + "/file", path: folder.path + "/file/stamp") }
        #expect(forFile?.description == "\(folder.path)/file/stamp: error: cannot create the folder: '\(folder.path)/file' is a file, not a folder")
    }

    /// A folder's listing leaves out FIFOs (opening one waits for a writer), keeps files, folders
    /// and links, a link that leads nowhere among them, for its reader to report.
    @Test func listingsLeaveOutFIFOs() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("A.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Sub.link").path, withDestinationPath: "Sub")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "nowhere")
        #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("ToPipe.swift").path, withDestinationPath: "Pipe.swift")
        let entries = try #require(DirectoryListing.entries(of: folder.path)).sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == ["A.swift", "Gone.swift", "Sub", "Sub.link"])
        #expect(entries.map(\.isDirectory) == [false, false, true, true])
    }
}
