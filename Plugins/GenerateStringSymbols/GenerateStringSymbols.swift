import Foundation
import PackagePlugin

/// `swift package generate-string-symbols [--target NAME]...`: writes the generated Swift of
/// each target's String Catalogs and legacy tables into `<target>/Generated`, for teams that
/// check generated code in.
///
/// Without `--target`, every target with tables. Each target's `string-symbols.json` applies.
/// It runs what the build plugin would (``GenerationPlan``): generating, then checking the
/// translations, whose findings are warnings, errors or not reported as the configuration's
/// `check` says.
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
            let output = target.directoryURL.appending(path: Self.outputFolderName)
            let plan = GenerationPlan(
                moduleName: target.moduleName,
                files: target.sourceFiles.map(\.url),
                configuration: GenerationPlan.configuration(in: target.directoryURL),
                outputFolder: output)
            guard !plan.tables.isEmpty else {
                if !names.isEmpty { Diagnostics.warning("target '\(target.name)' has no String Catalogs and no legacy tables") }
                continue
            }
            let packagePath = context.package.directoryURL.path + "/"
            let shown = { (url: URL) in url.path.hasPrefix(packagePath) ? String(url.path.dropFirst(packagePath.count)) : url.path }
            for (index, run) in plan.runs.enumerated() {
                let status = try Self.run(tool, run.arguments)
                guard status == 0 else {
                    throw PluginError(index == 0
                        ? "string-symbols failed for target '\(target.name)' (exit \(status)); its diagnostics say why"
                        : "the translations of target '\(target.name)' have errors; the check's diagnostics say which")
                }
                if index == 0 {
                    // A file is rewritten only when it changes, so "wrote" could be untrue.
                    print("\(target.name): generated into \(shown(output))")
                    generated += 1
                }
            }
        }
        if generated == 0 { Diagnostics.warning("no target has String Catalogs or legacy tables") }
    }

    /// Runs `string-symbols` with `arguments`, its output going to the plugin's; its exit status.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
