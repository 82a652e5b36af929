import Foundation

/// One run of `string-symbols` that a plan asks for: what the build plugin declares as a build
/// command, and what the command plugin runs.
struct ToolRun: Equatable {
    /// What a build log shows for the run.
    var displayName: String
    /// The tool's arguments.
    var arguments: [String]
    /// The files whose change makes a build run it again.
    var inputFiles: [URL]
    /// The files it writes.
    var outputFiles: [URL]
}

/// What generating one target's symbols reads and writes, worked out before the tool runs, for
/// every plugin: the build tool plugin (SwiftPM and Xcode) and the command plugin.
///
/// It imports no `PackagePlugin`, so that its tests run without a build of the plugins.
struct GenerationPlan {
    /// The module the symbols are generated for.
    var moduleName: String
    /// The target's tables: catalogs (without those inside `.lproj` folders) and legacy tables.
    var tables: TargetTables
    /// The target's `string-symbols.json`, if it has one.
    var configuration: URL?
    /// Where the generated files go.
    var outputFolder: URL
    /// The file `check` touches when it passes, so that a build reruns it only when an input
    /// changed; `nil` when the check runs every time (the command plugin).
    var checkStamp: URL?

    init(moduleName: String, files: [URL], configuration: URL?, outputFolder: URL, checkStamp: URL? = nil) {
        self.moduleName = moduleName
        self.configuration = configuration
        self.tables = TargetTables(files: files)
        self.outputFolder = outputFolder
        self.checkStamp = checkStamp
        if let sourceLanguage = configurationValue("sourceLanguage") {
            tables.sourceLanguage = sourceLanguage.replacingOccurrences(of: "_", with: "-")
        }
    }

    /// The configuration file in `folder` (a package target's folder), if there is one.
    static func configuration(in folder: URL) -> URL? {
        let file = folder.appendingPathComponent(GenerationFiles.configurationFileName)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// The configuration file among `files` (an Xcode target's input files), if there is one.
    static func configuration(among files: [URL]) -> URL? {
        files.first { $0.lastPathComponent == GenerationFiles.configurationFileName }
    }

    /// A build's check stamp beside `outputFolder`: a Swift file of comments, since SwiftPM
    /// compiles a plugin's Swift outputs and would bundle any other file as a resource.
    static func checkStamp(besideOutputFolder outputFolder: URL) -> URL {
        outputFolder.deletingLastPathComponent().appendingPathComponent("StringSymbolsCheck/StringSymbols+Check.swift")
    }

    /// The runs: generating, then checking the translations unless the configuration turns the
    /// check off; none when the target has no tables.
    var runs: [ToolRun] {
        guard !tables.isEmpty else { return [] }
        let checks = configurationValue("check") != "off"
        var arguments = ["generate", "--output", outputFolder.path]
        // A moduleName in string-symbols.json wins over the target's, as the README documents.
        if configurationValue("moduleName") == nil { arguments += ["--module-name", moduleName] }
        arguments += configurationArguments
        // The check that follows reports the translations that do not fit their accessors, each
        // under its rule: generating does not report them a second time.
        if checks { arguments += ["--level", "off"] }
        arguments += tables.inputs.map(\.path)
        let described = "\(moduleName) from \(tables.description)"
        var runs = [
            ToolRun(
                displayName: "Generating string symbols for \(described)",
                arguments: arguments,
                inputFiles: tables.files + configurationInputs,
                outputFiles: outputFiles)
        ]
        if checks {
            runs.append(
                ToolRun(
                    displayName: "Checking the translations of \(described)",
                    arguments: ["check", "--quiet"] + (checkStamp.map { ["--touch", $0.path] } ?? []) + configurationArguments + tables.inputs.map(\.path),
                    // The generated files make it run after generating, and not at all when
                    // generating failed: the tables' problems are then reported once.
                    inputFiles: tables.files + (configuration.map { [$0] } ?? []) + (baselineFile.map { [$0] } ?? []) + outputFiles,
                    outputFiles: checkStamp.map { [$0] } ?? []))
        }
        return runs
    }

    /// The files among `files` (a target's) named as this plan's outputs are, whatever the case
    /// (as Apple's file systems compare names): the output of the command plugin checked in,
    /// which the build would compile twice (it fails with "multiple producers", without a word
    /// of why). A file of the target's own that only looks alike (`Text+StringSymbols.swift`
    /// without a table `Text`) is none of them.
    func generatedFiles(among files: [URL]) -> [URL] {
        let outputs = Set(outputFiles.map { $0.lastPathComponent.lowercased() })
        return files.filter { outputs.contains($0.lastPathComponent.lowercased()) }
    }

    /// The build plugin's error for a target that holds files named as this plan's outputs,
    /// named relative to the package by `shown`; `nil` when it holds none.
    func checkedInError(files: [URL], shown: (URL) -> String) -> String? {
        let generated = generatedFiles(among: files)
        guard let first = generated.first else { return nil }
        let count = generated.count
        return "\(moduleName): the target holds \(count == 1 ? "a file" : "\(count) files") named as this plugin's output (\(shown(first))\(count > 1 ? ", …" : "")), "
            + "which the build would write a second time: with the generated code checked in (swift package generate-string-symbols), remove the build plugin from the target; otherwise remove \(count == 1 ? "the file" : "the files")"
    }

    /// The baseline file the configuration names (relative to its folder), which the check reads:
    /// a change to it runs the check again.
    var baselineFile: URL? {
        guard let configuration, let path = configurationValue("baseline") else { return nil }
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : configuration.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
    }

    private var configurationArguments: [String] {
        configuration.map { ["--config", $0.path] } ?? []
    }

    /// The files the tool writes for the target's tables, as it names them.
    var outputFiles: [URL] {
        GenerationFiles.outputFileNames(forTables: tables.tableNames).map { outputFolder.appendingPathComponent($0) }
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

    /// The build plugin's error for a host without Apple's Foundation (``AppleFoundationAdvice``),
    /// naming the configuration file as `configurationPath`; `nil` when it does not apply.
    func appleFoundationAdvice(configurationPath: String) -> String? {
        // A configuration file that does not read as an object goes to the tool, which reports
        // its problems with their positions.
        if configuration != nil && configurationObject() == nil { return nil }
        let object = configurationObject() ?? [:]
        // A value of the wrong type is said, if wrongly: the tool reports it.
        let template = object["template"].map { $0 as? String ?? "" }
        let darwinOnly = object["darwinOnly"].map { $0 as? Bool ?? false }
        guard AppleFoundationAdvice.applies(template: template, darwinOnly: darwinOnly) else { return nil }
        return AppleFoundationAdvice.pluginError(moduleName: moduleName, configurationPath: configurationPath)
    }

    /// The configuration file, and the custom template it names with its partials.
    var configurationInputs: [URL] {
        guard let configuration else { return [] }
        guard let template = configurationValue("template"), BuiltInTemplate(rawValue: template) == nil else {
            return [configuration]
        }
        let templateURL = template.hasPrefix("/")
            ? URL(fileURLWithPath: template)
            : configuration.deletingLastPathComponent().appendingPathComponent(template)
        return [configuration] + GenerationFiles.templateFiles(forTemplateAt: templateURL)
    }

    /// A product name as a module name: characters that cannot be in an identifier become `_`.
    static func moduleName(forProduct name: String) -> String {
        let mapped = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return mapped.first?.isNumber == true ? "_" + mapped : mapped
    }
}
