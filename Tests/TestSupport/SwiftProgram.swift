import Foundation

/// Compiles Swift files into a program with the toolchain's `swiftc` and runs it.
public enum SwiftProgram {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Compiles `files` (name, contents) in Swift 6 mode with warnings as errors, runs the
    /// program and returns what it printed.
    public static func run(files: [(name: String, contents: String)], timeout: TimeInterval = 120) throws -> String {
        guard let swiftc = Swiftc.path else { throw Failure(description: "swiftc is not on PATH") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("string-symbols-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        let executable = folder.appendingPathComponent("program").path
        let compile = try execute(swiftc, ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Program", "-package-name", "Examples", "-o", executable] + paths, timeout: timeout)
        guard compile.status == 0 else {
            throw Failure(description: "swiftc failed (\(compile.status)):\n\(compile.output)")
        }
        let run = try execute(executable, [], timeout: timeout)
        guard run.status == 0 else { throw Failure(description: "the program failed (\(run.status)):\n\(run.output)") }
        return run.output
    }

    /// Runs `executable` with `arguments`; returns its exit status and its output and errors.
    public static func execute(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let deadline = DispatchTime.now() + timeout
        let reader = DispatchQueue(label: "output")
        nonisolated(unsafe) var data = Data()
        let done = DispatchSemaphore(value: 0)
        reader.async {
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        if done.wait(timeout: deadline) == .timedOut {
            process.terminate()
            throw Failure(description: "\(executable) did not finish within \(Int(timeout)) s")
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
