import Foundation
import PackagePlugin

/// What one target's generation reads and writes, worked out before the tool runs.
struct GenerationPlan {
    static let configurationFileName = "string-symbols.json"

    var moduleName: String
    /// The target's tables: catalogs (without those inside `.lproj` folders) and legacy tables.
    var tables: TargetTables
    var configuration: URL?
    var outputFolder: URL

    init(moduleName: String, files: [URL], configuration: URL?, outputFolder: URL) {
        self.moduleName = moduleName
        self.tables = TargetTables(files: files)
        self.configuration = configuration
        self.outputFolder = outputFolder
    }

    /// The build commands: generating, and checking the translations unless the configuration
    /// turns the check off; none when the target has no tables.
    func commands(tool: URL) -> [Command] {
        guard !tables.isEmpty else { return [] }
        var arguments = ["generate", "--output", outputFolder.path]
        // A moduleName in string-symbols.json wins over the target's, as the README documents.
        if configurationValue("moduleName") == nil { arguments += ["--module-name", moduleName] }
        if let configuration { arguments += ["--config", configuration.path] }
        arguments += tables.inputs.map(\.path)
        let described = "\(moduleName) from \(tables.description)"
        var commands: [Command] = [
            .buildCommand(
                displayName: "Generating string symbols for \(described)",
                executable: tool,
                arguments: arguments,
                inputFiles: tables.files + configurationInputs(),
                outputFiles: outputFiles())
        ]
        if configurationValue("check") != "off" {
            var arguments = ["check", "--quiet", "--touch", checkStamp.path]
            if let configuration { arguments += ["--config", configuration.path] }
            commands.append(
                .buildCommand(
                    displayName: "Checking the translations of \(described)",
                    executable: tool,
                    arguments: arguments + tables.inputs.map(\.path),
                    // The generated files make it run after generating, and not at all when
                    // generating failed: the tables' problems are then reported once.
                    inputFiles: tables.files + (configuration.map { [$0] } ?? []) + outputFiles(),
                    outputFiles: [checkStamp]))
        }
        return commands
    }

    /// The file `check` writes when it passes, so that the build reruns it only when a catalog or
    /// the configuration changed. A Swift file of comments: SwiftPM compiles a plugin's Swift
    /// outputs and would bundle any other file as a resource.
    var checkStamp: URL {
        outputFolder.deletingLastPathComponent().appending(path: "StringSymbolsCheck/StringSymbols+Check.swift")
    }

    /// `StringSymbols.swift` and one `<Table>+StringSymbols.swift` per table, as the tool names them.
    func outputFiles() -> [URL] {
        let files = tables.tableNames.map { $0 + "+StringSymbols.swift" }
        return (["StringSymbols.swift"] + files).map { outputFolder.appending(path: $0) }
    }

    /// A string value of the configuration file; `nil` when absent (the tool reports a broken file).
    func configurationValue(_ key: String) -> String? {
        configurationObject()?[key] as? String
    }

    /// The configuration file's object; `nil` when there is none or it is broken (the tool
    /// reports a broken file with positions).
    func configurationObject() -> [String: Any]? {
        guard let configuration, let data = try? Data(contentsOf: configuration) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    }

    /// Why this target cannot build on a host without Apple's Foundation, with the two fixes;
    /// `nil` when it can. The `xcode` template (the default) writes `LocalizedStringResource`
    /// members, which only Apple's Foundation declares; unless the configuration says something
    /// about `darwinOnly` (`false` keeps the output as it is, for builds against a stand-in of
    /// Apple's API), the first build on Linux stops here with advice instead of with a hundred
    /// compiler errors.
    func appleFoundationAdvice(configurationPath: String) -> String? {
        // A configuration file that does not read as an object goes to the tool, which reports
        // its problems with their positions.
        if configuration != nil && configurationObject() == nil { return nil }
        let object = configurationObject() ?? [:]
        guard object["darwinOnly"] == nil, object["template"] == nil || object["template"] as? String == "xcode" else { return nil }
        return """
            \(moduleName): the 'xcode' template (the default) writes LocalizedStringResource members, which need Apple's \
            Foundation; this host has none, so the module cannot compile here. Add one of these lines to \(configurationPath):
                "template": "string"    accessors that return String and work here too, such as L10n.someKey
                "darwinOnly": true      keep the 'xcode' output, compiled on Apple platforms only
            (A new file holds the line in braces, such as { "template": "string" }; add exclude: ["string-symbols.json"] to the \
            target so that SwiftPM does not treat the file as a resource.)
            """
    }

    /// The configuration file, and the custom template it names with the partials beside it.
    func configurationInputs() -> [URL] {
        guard let configuration else { return [] }
        guard let template = configurationValue("template"), !["xcode", "string"].contains(template) else {
            return [configuration]
        }
        let templateURL = template.hasPrefix("/")
            ? URL(fileURLWithPath: template)
            : configuration.deletingLastPathComponent().appending(path: template)
        let folder = templateURL.deletingLastPathComponent()
        let partials = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
            .map { folder.appending(path: $0) }
        return [configuration] + (partials.isEmpty ? [templateURL] : partials)
    }

    /// A product name as a module name: characters that cannot be in an identifier become `_`.
    static func moduleName(forProduct name: String) -> String {
        let mapped = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }
}
