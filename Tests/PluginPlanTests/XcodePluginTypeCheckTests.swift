import Foundation
import Testing
import TestSupport

/// The build plugin's Xcode extension, which only Xcode compiles (`#if canImport(XcodeProjectPlugin)`),
/// type-checked against the stand-in of Xcode's module (`Tests/XcodeProjectPluginStandIn`) and the
/// toolchain's `PackagePlugin`, as SwiftPM compiles a plugin of this package: Swift 6, complete
/// strict concurrency, warnings as errors.
@Suite(.enabled(if: PluginAPI.folder != nil, "the toolchain has no PackagePlugin module at lib/swift/pm/PluginAPI"))
struct XcodePluginTypeCheckTests {
    static let packageDescriptionVersion = "6.1"

    @Test func theXcodeExtensionTypeChecks() throws {
        let swiftc = try #require(SwiftCompiler.path)
        let api = try #require(PluginAPI.folder).path
        let root = SharedFolder.packageRoot
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        let standIn = root.appendingPathComponent("Tests/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift").path
        let module = try ChildProcess.run(swiftc, [
            "-emit-module", "-parse-as-library", "-module-name", "XcodeProjectPlugin", "-swift-version", "6",
            "-I", api, "-package-description-version", Self.packageDescriptionVersion,
            "-emit-module-path", work.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path, standIn,
        ])
        #expect(module.status == 0, "\(module.output)")

        // Compiles only where the Xcode extension was compiled in: the plugin then conforms.
        let conformance = work.appendingPathComponent("Conformance.swift")
        try Data("import XcodeProjectPlugin\nfunc xcodeConformance() -> any XcodeBuildToolPlugin.Type { StringSymbolsPlugin.self }\n".utf8).write(to: conformance)
        let shared = root.appendingPathComponent("Plugins/PluginsShared")
        let sharedSources = try FileManager.default.contentsOfDirectory(atPath: shared.path).filter { $0.hasSuffix(".swift") }.sorted()
        let sources = [root.appendingPathComponent("Plugins/StringSymbolsPlugin/StringSymbolsPlugin.swift").path, conformance.path]
            + sharedSources.map { shared.appendingPathComponent($0).path }
        let check = try ChildProcess.run(swiftc, [
            "-typecheck", "-parse-as-library", "-module-name", "StringSymbolsPlugin",
            "-I", api, "-I", work.path, "-package-description-version", Self.packageDescriptionVersion,
        ] + SwiftCompiler.strictArguments + sources)
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.isEmpty, "\(check.output)")
    }
}

/// The toolchain's `PackagePlugin` module.
enum PluginAPI {
    /// Its folder, beside `swiftc`: `lib/swift/pm/PluginAPI`; `nil` when it is not there.
    static let folder: URL? = SwiftCompiler.path.map { swiftc in
        URL(fileURLWithPath: swiftc).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI")
    }.flatMap { FileManager.default.fileExists(atPath: $0.appendingPathComponent("PackagePlugin.swiftmodule").path) ? $0 : nil }
}
