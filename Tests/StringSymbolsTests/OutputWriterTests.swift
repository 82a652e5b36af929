import Foundation
import Testing
@testable import FileSystem
import TestSupport
@testable import InputText
@testable import Rendering
@testable import StringSymbols

/// `OutputWriter` replaces files so that a reader never sees a partial one.
@Suite struct OutputWriterTests {
    /// A reader polls a file while the writer rewrites it many times, alternating two versions of
    /// a few megabytes (large enough that writing one takes many system calls). Every read must
    /// be one version or the other, whole: with a write in place (truncate, then write) the
    /// reader sees an empty or partial file within a few rounds.
    @Test func readersNeverSeeAPartialFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder.path)
        let line = String(repeating: "x", count: 99) + "\n"
        let versions = [
            GeneratedFile(name: "Big+StringSymbols.swift", contents: "// A\n" + String(repeating: line, count: 40_000)),
            GeneratedFile(name: "Big+StringSymbols.swift", contents: "// B\n" + String(repeating: line, count: 30_000)),
        ]
        let expected = Set(versions.map { Data($0.contents.utf8) })
        _ = try writer.write([versions[0]])

        let path = folder.appendingPathComponent("Big+StringSymbols.swift").path
        let observation = Observation()
        let reader = Thread {
            while !observation.isFinished {
                guard let data = FileManager.default.contents(atPath: path) else {
                    observation.record(bad: "missing")
                    continue
                }
                if expected.contains(data) { observation.record(bad: nil) } else { observation.record(bad: "\(data.count) bytes") }
            }
        }
        reader.start()
        for round in 1...150 {
            _ = try writer.write([versions[round % 2]])
        }
        observation.finish()
        while !observation.readerStopped { Thread.sleep(forTimeInterval: 0.01) }

        let (reads, bad) = observation.results
        #expect(reads > 100, "the reader must have read while the writer wrote")
        #expect(bad.isEmpty, "partial reads: \(bad.prefix(5))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Big+StringSymbols.swift"], "no temporary file is left")
    }

    /// The state shared by the writing test and its reader thread.
    private final class Observation: @unchecked Sendable {
        private let lock = NSLock()
        private var finished = false
        private var stopped = false
        private var reads = 0
        private var bad: [String] = []

        var isFinished: Bool {
            lock.withLock {
                if finished { stopped = true }
                return finished
            }
        }
        var readerStopped: Bool { lock.withLock { stopped } }
        var results: (Int, [String]) { lock.withLock { (reads, bad) } }

        func record(bad problem: String?) {
            lock.withLock {
                reads += 1
                if let problem { bad.append(problem) }
            }
        }

        func finish() { lock.withLock { finished = true } }
    }

    /// A temporary file of a process that no longer runs is removed; one of a running process,
    /// which may be writing into the same folder right now, is not.
    @Test func temporaryFilesAreRemovedOnlyWhenTheirWriterIsGone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gone = AtomicFileWriter.temporaryFileName(processIdentifier: 2_147_483_646)
        let running = AtomicFileWriter.temporaryFileName(processIdentifier: 1)
        #expect(AtomicFileWriter.writer(ofTemporaryFile: gone) == 2_147_483_646)
        for name in [gone, running] { try Data("half".utf8).write(to: folder.appendingPathComponent(name)) }
        let report = try OutputWriter(folder: folder.path).write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A\n")])
        #expect(report.written == ["A+StringSymbols.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [running, "A+StringSymbols.swift"].sorted())
    }

    /// When a replacement fails halfway, the files replaced before it get their contents back
    /// and a new file written before it goes away: the folder is as it was.
    @Test func aReplacementThatFailsHalfwayRestoresTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var writer = OutputWriter(folder: folder.path)
        _ = try writer.write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A 1\n")])
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let realRename = writer.atomic.renameFile
        writer.atomic.renameFile = { from, to in to.hasSuffix("/C+StringSymbols.swift") ? "Input/output error" : realRename(from, to) }
        let error = #expect(throws: DiagnosticError.self) {
            try writer.write([
                GeneratedFile(name: "A+StringSymbols.swift", contents: "// A 2\n"),
                GeneratedFile(name: "B+StringSymbols.swift", contents: "// B\n"),
                GeneratedFile(name: "C+StringSymbols.swift", contents: "// C\n"),
            ])
        }
        #expect(error?.description == "\(folder.path)/C+StringSymbols.swift: error: cannot replace the file: Input/output error; the files written before it were restored")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
        #expect(try String(contentsOf: folder.appendingPathComponent("A+StringSymbols.swift"), encoding: .utf8) == "// A 1\n")
    }

    /// When the first replacement fails, the error says that nothing was written, not that
    /// files were restored.
    @Test func aFirstReplacementThatFailsSaysNothingWasWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var writer = OutputWriter(folder: folder.path)
        _ = try writer.write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A 1\n")])
        writer.atomic.renameFile = { _, _ in "Input/output error" }
        let error = #expect(throws: DiagnosticError.self) {
            try writer.write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A 2\n")])
        }
        #expect(error?.description == "\(folder.path)/A+StringSymbols.swift: error: cannot replace the file: Input/output error; no file was written")
        #expect(try String(contentsOf: folder.appendingPathComponent("A+StringSymbols.swift"), encoding: .utf8) == "// A 1\n")
    }

    /// Generated files are the generator's: one made read-only (so that nobody edits it) is
    /// replaced all the same, and stays read-only.
    @Test func aReadOnlyGeneratedFileIsReplacedAndStaysReadOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder.path)
        _ = try writer.write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A 1\n")])
        let path = folder.appendingPathComponent("A+StringSymbols.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        _ = try writer.write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A 2\n")])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "// A 2\n")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)
    }

    /// The output folder may be a link to a folder.
    @Test func theOutputFolderMayBeALink() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let real = base.appendingPathComponent("Real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: base.appendingPathComponent("Generated"), withDestinationURL: real)
        _ = try OutputWriter(folder: base.appendingPathComponent("Generated").path).write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A\n")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path) == ["A+StringSymbols.swift"])
    }

    /// An earlier file that cannot be removed is reported as kept, with the reason, never as removed.
    @Test func aFileThatCannotBeRemovedIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stale = folder.appendingPathComponent("Old+StringSymbols.swift")
        try Data("// Old+StringSymbols.swift\n// Generated by string-symbols 0.1.0 from the String Catalogs of M. Do not edit.\n".utf8).write(to: stale)
        var writer = OutputWriter(folder: folder.path)
        writer.atomic.removeFile = { _ in "Operation not permitted" }
        let report = try writer.write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A\n")])
        #expect(report.removed.isEmpty)
        #expect(report.kept.map(\.description) == [
            "\(stale.path): warning: left in place: no catalog generates it any more, but it cannot be removed: Operation not permitted",
        ])
        writer.atomic.removeFile = OutputWriter(folder: folder.path).atomic.removeFile
        #expect(try writer.write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A\n")]).removed == ["Old+StringSymbols.swift"])
    }
}
