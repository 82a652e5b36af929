import Foundation

/// Compiles Swift sources with the toolchain's `swiftc` the way the package itself is compiled:
/// Swift 6 language mode, complete strict concurrency checking, warnings as errors; under either
/// default actor isolation.
///
/// For tests of generated code: check a module (type-check and the compiler's mandatory SIL
/// diagnostics), or build library modules and an executable that imports them and run it, to see
/// what a call from another module resolves to. Each compiler invocation costs about a second on
/// two cores, so a test should build what it needs in one go.
///
/// A test that needs the compiler fails, rather than being skipped, when there is none: `swift
/// test` always runs with a toolchain, so a missing `swiftc` is a broken environment.
public enum SwiftCompiler {
    /// The flags of every compilation: `-swift-version 6 -strict-concurrency=complete
    /// -warnings-as-errors`, with diagnostics one per line (`file:line:column: error: message`).
    public static let strictArguments = [
        "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-diagnostic-style=llvm",
    ]

    /// The actor isolation of declarations that do not state one.
    public enum DefaultIsolation: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Swift's default: no isolation.
        case nonisolated
        /// Xcode 26's default for new targets (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, or
        /// `.defaultIsolation(MainActor.self)` in a package), with the upcoming features of
        /// approachable concurrency it comes with.
        case mainActor

        /// The compiler flags.
        public var arguments: [String] {
            switch self {
            case .nonisolated:
                []
            case .mainActor:
                ["-default-isolation", "MainActor",
                 "-enable-upcoming-feature", "InferIsolatedConformances",
                 "-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
            }
        }

        public var description: String { rawValue }
    }

    /// One Swift source file of a module: a file on disk, or text written into the build directory.
    public struct Source: Sendable {
        fileprivate enum Storage: Sendable {
            case file(URL)
            case text(name: String, contents: String)
        }

        fileprivate let storage: Storage

        /// The file at `url`, compiled where it is.
        public static func file(_ url: URL) -> Source { Source(storage: .file(url)) }

        /// `contents`, written to a file called `name` (such as `main.swift`) before compiling.
        public static func text(_ contents: String, named name: String) -> Source {
            Source(storage: .text(name: name, contents: contents))
        }

        /// The `.swift` files directly inside `folder` (not in subfolders), sorted by name.
        public static func files(in folder: URL) -> [Source] {
            SharedFolder.files(in: folder, withExtension: "swift").map(file)
        }

        /// The file name: `main.swift` makes the file of an executable that holds top-level code.
        public var name: String {
            switch storage {
            case .file(let url): url.lastPathComponent
            case .text(let name, _): name
            }
        }
    }

    /// A module to compile: its name, sources, conditional-compilation flags and isolation.
    public struct Module: Sendable {
        public var name: String
        public var sources: [Source]
        /// Names passed as `-D NAME`, such as `SWIFT_PACKAGE`.
        public var defines: [String]
        /// The package the module belongs to (`-package-name`), so that `package` declarations
        /// compile and are visible to the other modules of the same package; `nil` for none.
        public var packageName: String?
        /// The isolation of declarations that do not state one.
        public var isolation: DefaultIsolation
        /// Whether every file sees the stand-in of Apple's localization API (``StandIn``) without
        /// importing it, as generated code sees Apple's through `import Foundation`.
        public var seesStandIn: Bool

        public init(
            _ name: String, sources: [Source], defines: [String] = [], packageName: String? = "StringSymbolsSamples",
            isolation: DefaultIsolation = .nonisolated, seesStandIn: Bool = false
        ) {
            self.name = name
            self.sources = sources
            self.defines = defines
            self.packageName = packageName
            self.isolation = isolation
            self.seesStandIn = seesStandIn
        }
    }

    /// A compilation that failed, a program that exited with an error, or either that ran out of time.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed: `check AppResources`, `build Feature`, `run Feature`.
        public var step: String
        /// The command line.
        public var command: [String]
        /// The exit status; `nil` when the process was stopped for running out of time.
        public var status: Int32?
        /// Everything the process wrote: the compiler's diagnostics, or the program's output.
        public var output: String

        /// The errors and warnings in `output`, in order.
        public var diagnostics: [Diagnostic] { Diagnostic.parse(output) }

        public var description: String {
            guard !command.isEmpty else { return "\(step) failed: \(output)" }
            let outcome = status.map { "exited with \($0)" } ?? "ran out of time"
            return "\(step) \(outcome)\n$ \(command.joined(separator: " "))\n\(output)"
        }
    }

    /// A diagnostic line of the compiler: `/path/File.swift:12:5: error: message`.
    public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
        /// The file name without its folder, such as `main.swift`.
        public var file: String
        public var line: Int
        public var column: Int
        /// `error`, `warning` or `note`.
        public var severity: String
        public var message: String

        public var description: String { "\(file):\(line):\(column): \(severity): \(message)" }

        /// The diagnostic lines of compiler output, in order; other lines are skipped.
        public static func parse(_ output: String) -> [Diagnostic] {
            output.split(separator: "\n").compactMap { line in
                for severity in ["error", "warning", "note"] {
                    guard let marker = line.range(of: ": \(severity): ") else { continue }
                    let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                    guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                          let column = Int(location[location.count - 1]) else { return nil }
                    let path = location.dropLast(2).joined(separator: ":")
                    return Diagnostic(
                        file: URL(fileURLWithPath: path).lastPathComponent, line: lineNumber, column: column,
                        severity: severity, message: String(line[marker.upperBound...]))
                }
                return nil
            }
        }
    }

    /// `swiftc` from `PATH`, or `nil` when there is none.
    public static let path: String? = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return directories.map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Checks `module` (its files parsed as a library: no top-level code) as far as the compiler
    /// goes without generating code: type-checking and the mandatory SIL diagnostics (a constant
    /// used before it is initialised, a missing `return`, infinite recursion), which
    /// `-typecheck` alone skips. Returns the compiler's output, empty when the module is clean.
    /// Throws `Failure`, with the full output, when it does not compile, warnings included.
    @discardableResult
    public static func check(_ module: Module, timeout: TimeInterval = 300) throws -> String {
        try withBuildDirectory { directory in
            let files = try materialize(module.sources, in: directory)
            let arguments = ["-emit-sil", "-wmo", "-parse-as-library", "-module-name", module.name,
                             "-o", directory.appendingPathComponent("\(module.name).sil").path]
                + strictArguments + (try moduleArguments(module)) + files
            return try execute(compiler(), arguments, step: "check \(module.name)", timeout: timeout)
        }
    }

    /// Builds each of `libraries` as a dynamic library, in order (each can import the ones before
    /// it), then `executable` importing them, runs it, and returns what it printed to standard
    /// output. Throws `Failure` when a module does not compile (warnings included), or the program
    /// exits with an error or runs longer than `timeout` seconds; the failure holds its output.
    ///
    /// The executable's top-level code goes in a source named `main.swift` (or it is the only
    /// source). Every module gets its own `defines` and isolation.
    ///
    /// `resources` are copied beside the program, where Foundation's main bundle finds them on
    /// Linux (a module built without `SWIFT_PACKAGE` looks its strings up there), and
    /// `arguments` are passed to it.
    public static func run(
        _ executable: Module, linking libraries: [Module] = [], resources: [URL] = [], arguments programArguments: [String] = [],
        timeout: TimeInterval = 60, compileTimeout: TimeInterval = 300
    ) throws -> String {
        try withBuildDirectory { directory in
            let swiftc = try compiler()
            let searchPaths = ["-I", directory.path, "-L", directory.path, "-Xlinker", "-rpath", "-Xlinker", directory.path]
            var linked: [String] = []
            for library in libraries {
                let folder = directory.appendingPathComponent("sources-\(library.name)", isDirectory: true)
                let files = try materialize(library.sources, in: folder)
                let arguments = [
                    "-emit-library", "-emit-module", "-parse-as-library", "-module-name", library.name,
                    "-emit-module-path", directory.appendingPathComponent("\(library.name).swiftmodule").path,
                    "-o", directory.appendingPathComponent(libraryFileName(library.name)).path,
                ] + strictArguments + (try moduleArguments(library)) + searchPaths + linked + files
                try execute(swiftc, arguments, step: "build \(library.name)", timeout: compileTimeout)
                linked.append("-l\(library.name)")
            }
            let folder = directory.appendingPathComponent("sources-\(executable.name)", isDirectory: true)
            let files = try materialize(executable.sources, in: folder)
            let program = directory.appendingPathComponent(executable.name)
            let arguments = ["-module-name", executable.name, "-o", program.path]
                + strictArguments + (try moduleArguments(executable)) + searchPaths + linked + files
            try execute(swiftc, arguments, step: "build \(executable.name)", timeout: compileTimeout)
            for resource in resources {
                try FileManager.default.copyItem(at: resource, to: directory.appendingPathComponent(resource.lastPathComponent))
            }
            return try execute(program.path, programArguments, step: "run \(executable.name)", timeout: timeout, standardOutputOnly: true)
        }
    }

    /// Checks `source` as one file (`-emit-sil`, as ``check(_:timeout:)`` does), with the
    /// compiler's default settings, and returns the 1-based numbers of the lines that have errors.
    /// Throws if `swiftc` fails without reporting an error on a line of the file, so a broken run
    /// cannot pass as clean.
    public static func errorLines(in source: String) throws -> Set<Int> {
        try withBuildDirectory { directory in
            let file = directory.appendingPathComponent("check.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let arguments = ["-emit-sil", "-diagnostic-style=llvm", "-o", directory.appendingPathComponent("check.sil").path, file.path]
            let result = try ChildProcess.run(try compiler(), arguments, timeout: 300)
            let lines = Set(Diagnostic.parse(result.output)
                .filter { $0.severity == "error" && $0.file == "check.swift" }
                .map(\.line))
            guard (result.status == 0) == lines.isEmpty else {
                throw Failure(step: "check", command: arguments, status: result.status, output: String(result.output.prefix(2_000)))
            }
            return lines
        }
    }

    // MARK: - Processes

    private static func compiler() throws -> String {
        guard let path else {
            throw Failure(step: "find swiftc", command: [], status: nil, output: "no swiftc on PATH; run the tests with the toolchain's bin folder on PATH")
        }
        return path
    }

    /// `-D` for each define, `-package-name`, the isolation, and the stand-in.
    private static func moduleArguments(_ module: Module) throws -> [String] {
        var arguments = module.defines.flatMap { ["-D", $0] }
        arguments += module.packageName.map { ["-package-name", $0] } ?? []
        arguments += module.isolation.arguments
        if module.seesStandIn {
            let library = try StandIn.library().path
            arguments += ["-I", library, "-L", library, "-lStandIn", "-Xlinker", "-rpath", "-Xlinker", library,
                          "-Xfrontend", "-import-module", "-Xfrontend", StandIn.moduleName]
        }
        return arguments
    }

    static func libraryFileName(_ module: String) -> String {
        #if os(macOS)
        "lib\(module).dylib"
        #elseif os(Windows)
        "\(module).dll"
        #else
        "lib\(module).so"
        #endif
    }

    /// Writes the text sources into `folder` and returns the paths of all sources.
    private static func materialize(_ sources: [Source], in folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try sources.map { source in
            switch source.storage {
            case .file(let url):
                return url.path
            case .text(let name, let contents):
                let url = folder.appendingPathComponent(name)
                try contents.write(to: url, atomically: true, encoding: .utf8)
                return url.path
            }
        }
    }

    /// A fresh temporary directory for `body`, removed afterwards.
    static func withBuildDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("string-symbols-swiftc-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// Runs `executable` with `arguments`; returns its output (standard output and error together,
    /// or standard output alone), or throws `Failure` when it exits non-zero or outlives `timeout`.
    @discardableResult
    static func execute(
        _ executable: String, _ arguments: [String], step: String, timeout: TimeInterval,
        standardOutputOnly: Bool = false
    ) throws -> String {
        let result = try ChildProcess.run(executable, arguments, timeout: timeout)
        if result.status != 0 {
            throw Failure(step: step, command: [executable] + arguments, status: result.status, output: result.output)
        }
        return standardOutputOnly ? result.standardOutput : result.output
    }
}
