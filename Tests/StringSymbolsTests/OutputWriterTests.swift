import Foundation
import Testing
import TestSupport
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

    @Test func aTemporaryFileLeftByAKilledRunIsRemovedByTheNext() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let leftover = folder.appendingPathComponent(".A+StringSymbols.swift.\(OutputWriter.temporaryFileSuffix)-1234")
        try Data("half".utf8).write(to: leftover)
        let report = try OutputWriter(folder: folder.path).write([GeneratedFile(name: "A+StringSymbols.swift", contents: "// A\n")])
        #expect(report.written == ["A+StringSymbols.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A+StringSymbols.swift"])
    }
}
