import Foundation
import PackagePlugin

/// Generates Swift for every String Catalog and legacy table (`.lproj` folders' `.strings` and
/// `.stringsdict` files) of a target at build time, with `string-symbols`.
///
/// One build command per target (catalogs of one module are generated together), declaring every
/// input (the catalogs, `string-symbols.json`, a custom template and its partials) and every
/// output, so SwiftPM and Xcode rerun it only when an input changed. Storyboard and XIB tables (a
/// catalog inside an `.lproj` folder, a legacy table named like a storyboard or XIB of the
/// target) are skipped, as Xcode does. What it runs is a ``GenerationPlan``, shared with the
/// command plugin.
@main
struct StringSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "StringSymbols")
        let plan = GenerationPlan(
            moduleName: target.moduleName,
            files: target.sourceFiles.map(\.url),
            configuration: GenerationPlan.configuration(in: target.directoryURL),
            outputFolder: outputFolder,
            checkStamp: GenerationPlan.checkStamp(besideOutputFolder: outputFolder))
        if let error = plan.checkedInError(files: target.sourceFiles.map(\.url), shown: { Self.shown($0, in: context) }) {
            Diagnostics.error(error)
            return []
        }
        #if !canImport(Darwin)
        // One clear error, and no build command: the compiler would otherwise report every
        // generated member of the `xcode` output as an error.
        let configurationPath = Self.shown(target.directoryURL.appending(path: GenerationFiles.configurationFileName), in: context)
        if !plan.tables.isEmpty, let advice = plan.appleFoundationAdvice(configurationPath: configurationPath) {
            Diagnostics.error(advice)
            return []
        }
        #endif
        return Self.commands(plan, tool: try context.tool(named: "string-symbols").url)
    }

    /// The plan's runs as build commands.
    static func commands(_ plan: GenerationPlan, tool: URL) -> [Command] {
        plan.runs.map { run in
            .buildCommand(displayName: run.displayName, executable: tool, arguments: run.arguments, inputFiles: run.inputFiles, outputFiles: run.outputFiles)
        }
    }

    /// `url` relative to the package's folder, as a user reads it.
    static func shown(_ url: URL, in context: PluginContext) -> String {
        let root = context.package.directoryURL.path + "/"
        return url.path.hasPrefix(root) ? String(url.path.dropFirst(root.count)) : url.path
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StringSymbolsPlugin: XcodeBuildToolPlugin {
    /// Xcode app and framework targets: no `Bundle.module` there, so the generated code finds its
    /// bundle through a class of the module; `string-symbols.json` is any input file of that name.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "StringSymbols")
        let plan = GenerationPlan(
            moduleName: GenerationPlan.moduleName(forProduct: target.product?.name ?? target.displayName),
            files: files,
            configuration: GenerationPlan.configuration(among: files),
            outputFolder: outputFolder,
            checkStamp: GenerationPlan.checkStamp(besideOutputFolder: outputFolder))
        return Self.commands(plan, tool: try context.tool(named: "string-symbols").url)
    }
}
#endif
