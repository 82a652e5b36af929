import Foundation
import PackagePlugin

/// Generates Swift for every String Catalog and legacy table (`.lproj` folders' `.strings` and
/// `.stringsdict` files) of a target at build time, with `string-symbols` built from this package.
///
/// One build command per target (catalogs of one module are generated together), declaring every
/// input (the catalogs, `string-symbols.json`, a custom template and its partials) and every
/// output, so SwiftPM and Xcode rerun it only when an input changed. Storyboard and XIB tables (a
/// catalog inside an `.lproj` folder, a legacy table named like a storyboard or XIB of the
/// target) are skipped, as Xcode does.
@main
struct StringSymbolsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        let configuration = target.directoryURL.appending(path: GenerationPlan.configurationFileName)
        let plan = GenerationPlan(
            moduleName: target.moduleName,
            files: files,
            configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil,
            outputFolder: context.pluginWorkDirectoryURL.appending(path: "StringSymbols"))
        #if !canImport(Darwin)
        // One clear error, and no build command: the compiler would otherwise report every
        // generated member of the `xcode` output as an error.
        if !plan.tables.isEmpty, let advice = plan.appleFoundationAdvice(configurationPath: Self.shown(configuration, in: context)) {
            Diagnostics.error(advice)
            return []
        }
        #endif
        return plan.commands(tool: try context.tool(named: "string-symbols").url)
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
        let plan = GenerationPlan(
            moduleName: GenerationPlan.moduleName(forProduct: target.product?.name ?? target.displayName),
            files: files,
            configuration: files.first { $0.lastPathComponent == GenerationPlan.configurationFileName },
            outputFolder: context.pluginWorkDirectoryURL.appending(path: "StringSymbols"))
        return plan.commands(tool: try context.tool(named: "string-symbols").url)
    }
}
#endif
