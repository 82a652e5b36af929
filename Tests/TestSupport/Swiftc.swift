import Foundation

/// Type-checks Swift source with the toolchain's `swiftc`, for tests that verify generated names.
public enum Swiftc {
    /// `swiftc` from `PATH`, or `nil` when there is none (those tests are then disabled).
    public static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Type-checks `source` and returns the 1-based line numbers that have errors. Throws if
    /// `swiftc` fails without reporting an error on a line, so a broken run cannot pass as clean.
    public static func errorLines(in source: String) throws -> Set<Int> {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("names-and-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("check.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)

        let result = try ChildProcess.run(path!, ["-typecheck", "-diagnostic-style=llvm", file.path])
        let data = result.output

        // Lines look like `/path/check.swift:12:34: error: …`.
        let prefix = file.path + ":"
        var lines: Set<Int> = []
        for line in data.split(separator: "\n")
        where line.hasPrefix(prefix) && line.contains(": error: ") {
            if let number = line.dropFirst(prefix.count).split(separator: ":").first.flatMap({ Int($0) }) {
                lines.insert(number)
            }
        }
        guard (result.status == 0) == lines.isEmpty else {
            throw Failure(description: "swiftc exited with \(result.status.map(String.init) ?? "a timeout"): \(data.prefix(2_000))")
        }
        return lines
    }
}
