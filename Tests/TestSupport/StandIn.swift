import Foundation

/// The stand-in of Apple's localization API in `Tests/StandIn` (Linux Foundation has no
/// `LocalizedStringResource` or `String.LocalizationValue`).
///
/// It is a module of its own, `StandIn`, built once per test process and compiled like
/// Foundation is (its own module, no default isolation), so that generated code meets it as it
/// meets Apple's: every file of a module with ``SwiftCompiler/Module/seesStandIn`` sees it without
/// importing it. `Tests/StandIn/ResourceModule` holds what SwiftPM adds to each module with
/// resources instead (`Bundle.module`): those files are compiled into the module itself.
public enum StandIn {
    /// The module name.
    public static let moduleName = "StandIn"

    /// `Tests/StandIn`.
    public static let folder = SharedFolder.packageRoot.appendingPathComponent("Tests/StandIn", isDirectory: true)

    /// The stand-in of what SwiftPM generates into each module with resources (`Bundle.module`),
    /// to compile into such a module (with `-D SWIFT_PACKAGE`, as SwiftPM builds it).
    public static var resourceModuleSources: [SwiftCompiler.Source] {
        SwiftCompiler.Source.files(in: folder.appendingPathComponent("ResourceModule", isDirectory: true))
    }

    /// The folder that holds the built module (`StandIn.swiftmodule`) and its library.
    public static func library() throws -> URL {
        try built.get()
    }

    private static let built: Result<URL, any Error> = Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("string-symbols-standin-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let sources = SharedFolder.files(in: folder, withExtension: "swift").map(\.path)
        let arguments = [
            "-emit-library", "-emit-module", "-parse-as-library", "-module-name", moduleName,
            "-emit-module-path", directory.appendingPathComponent("\(moduleName).swiftmodule").path,
            "-o", directory.appendingPathComponent(SwiftCompiler.libraryFileName(moduleName)).path,
        ] + SwiftCompiler.strictArguments + sources
        guard let swiftc = SwiftCompiler.path else {
            throw SwiftCompiler.Failure(step: "find swiftc", command: [], status: nil, output: "no swiftc on PATH")
        }
        try SwiftCompiler.execute(swiftc, arguments, step: "build \(moduleName)", timeout: 300)
        return directory
    }
}
