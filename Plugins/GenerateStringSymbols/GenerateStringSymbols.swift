import Foundation
import PackagePlugin

/// `swift package generate-string-symbols [--target NAME]...`: writes the generated Swift of
/// each target's String Catalogs into `<target>/Generated`, for teams that check generated code in.
///
/// Without `--target`, every target with catalogs. Each target's `string-symbols.json` applies.
@main
struct GenerateStringSymbols: CommandPlugin {
    static let outputFolderName = "Generated"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        if let unknown = extractor.remainingArguments.first {
            throw PluginError("unknown argument '\(unknown)'; usage: swift package generate-string-symbols [--target NAME]...")
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "string-symbols").url
        var generated = 0
        for case let target as SourceModuleTarget in targets {
            let catalogs = target.sourceFiles(withSuffix: "xcstrings").map(\.url)
                .filter { !$0.deletingLastPathComponent().lastPathComponent.hasSuffix(".lproj") }
                .sorted { $0.path < $1.path }
            guard !catalogs.isEmpty else {
                if !names.isEmpty { Diagnostics.warning("target '\(target.name)' has no String Catalogs") }
                continue
            }
            let output = target.directoryURL.appending(path: Self.outputFolderName)
            var arguments = ["generate", "--output", output.path, "--module-name", target.moduleName]
            let configuration = target.directoryURL.appending(path: "string-symbols.json")
            if FileManager.default.fileExists(atPath: configuration.path) { arguments += ["--config", configuration.path] }
            arguments += catalogs.map(\.path)
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw PluginError("string-symbols failed for target '\(target.name)' (exit \(process.terminationStatus)); see the diagnostics above")
            }
            let packagePath = context.package.directoryURL.path + "/"
            print("\(target.name): wrote \(output.path.hasPrefix(packagePath) ? String(output.path.dropFirst(packagePath.count)) : output.path)")
            generated += 1
        }
        if generated == 0 { Diagnostics.warning("no target has String Catalogs") }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
