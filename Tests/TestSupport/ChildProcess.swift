import Foundation

/// Runs a program and collects what it wrote, for every test that starts one (the compiler, the
/// CLI, a built program).
public enum ChildProcess {
    /// How a run ended.
    public struct Result: Sendable {
        /// The exit status; `nil` when the program was stopped for running out of time.
        public var status: Int32?
        public var standardOutput: String
        public var standardError: String

        /// Standard output, then standard error.
        public var output: String { standardOutput + standardError }
    }

    /// Runs `executable` with `arguments` (in `folder`, if given), with no standard input, and
    /// stops it after `timeout` seconds.
    ///
    /// Output goes to files, not pipes, so a chatty program cannot block on a full pipe.
    public static func run(
        _ executable: String, _ arguments: [String], in folder: URL? = nil, timeout: TimeInterval = 120
    ) throws -> Result {
        let logs = FileManager.default.temporaryDirectory
            .appendingPathComponent("string-symbols-process-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outputURL = logs.appendingPathComponent("stdout")
        let errorURL = logs.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 10)
        }
        try outputHandle.close()
        try errorHandle.close()
        return Result(
            status: timedOut ? nil : process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
