import Foundation
import Testing
import TestSupport

/// The plugins' plan, without a build of the plugins: which of a target's files are tables, what
/// the tool is run with, what each run reads and writes, and when the advice for a host without
/// Apple's Foundation stops the build. The plan's sources are the plugins' own
/// (`Plugins/PluginsShared`, linked here), and so are the tool's facts they are compiled with.
@Suite struct GenerationPlanTests {
    /// A target's folder with files, removed when the test ends.
    final class Target {
        let folder: URL

        init(_ files: [String: String]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-plan-\(UUID().uuidString)/Sources/AppResources")
            for (path, text) in files {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }

        deinit { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().deletingLastPathComponent()) }

        /// Every file of the folder, as SwiftPM lists a target's files.
        var files: [URL] {
            let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            return paths.map { folder.appendingPathComponent($0) }.filter { url in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
        }

        /// The plan a package build makes for this target.
        func buildPlan(moduleName: String = "AppResources") -> GenerationPlan {
            let output = folder.appendingPathComponent(".build/plugins/StringSymbols")
            return GenerationPlan(
                moduleName: moduleName, files: files, configuration: GenerationPlan.configuration(in: folder),
                outputFolder: output, checkStamp: GenerationPlan.checkStamp(besideOutputFolder: output))
        }

        /// `url` relative to the target's folder.
        func relative(_ url: URL) -> String {
            url.path.hasPrefix(folder.path + "/") ? String(url.path.dropFirst(folder.path.count + 1)) : url.path
        }
    }

    static let catalog = #"{ "sourceLanguage": "en", "strings": { "hello": { } }, "version": "1.0" }"#

    @Test func tablesAreCatalogsAndLegacyTablesButInterfaceBuilders() throws {
        let target = try Target([
            "Localizable.xcstrings": Self.catalog,
            "Booking.xcstrings": Self.catalog,
            "mul.lproj/Main.xcstrings": Self.catalog,
            "Resources/en.lproj/Shop.strings": "\"a\" = \"A\";",
            "Resources/de.lproj/Shop.strings": "\"a\" = \"A\";",
            "Resources/Plurals/en.lproj/Shop.stringsdict": "<plist/>",
            "Base.lproj/LaunchScreen.storyboard": "",
            "en.lproj/LaunchScreen.strings": "\"x.text\" = \"X\";",
            "notes.strings": "\"a\" = \"A\";",
            "AppResources.swift": "",
        ])
        let plan = target.buildPlan()
        #expect(plan.tables.catalogs.map(target.relative) == ["Booking.xcstrings", "Localizable.xcstrings"])
        #expect(plan.tables.legacyFiles.map(target.relative) == [
            "Resources/Plurals/en.lproj/Shop.stringsdict", "Resources/de.lproj/Shop.strings", "Resources/en.lproj/Shop.strings",
        ])
        #expect(plan.tables.inputs.map(target.relative) == [
            "Booking.xcstrings", "Localizable.xcstrings", "Resources/Plurals/en.lproj", "Resources/de.lproj", "Resources/en.lproj",
        ])
        #expect(plan.tables.tableNames == ["Booking", "Localizable", "Shop"])
        #expect(plan.tables.description == "2 catalogs and 1 legacy table")
        #expect(plan.outputFiles.map(\.lastPathComponent) == [
            "StringSymbols.swift", "Booking+StringSymbols.swift", "Localizable+StringSymbols.swift", "Shop+StringSymbols.swift",
        ])
    }

    @Test func aBuildGeneratesThenChecksAgainstAStamp() throws {
        let target = try Target(["Localizable.xcstrings": Self.catalog, "string-symbols.json": #"{ "template": "string" }"#])
        let plan = target.buildPlan()
        let output = target.folder.appendingPathComponent(".build/plugins/StringSymbols")
        let stamp = target.folder.appendingPathComponent(".build/plugins/StringSymbolsCheck/StringSymbols+Check.swift")
        let configuration = target.folder.appendingPathComponent("string-symbols.json")
        let catalog = target.folder.appendingPathComponent("Localizable.xcstrings")
        let outputs = [output.appendingPathComponent("StringSymbols.swift"), output.appendingPathComponent("Localizable+StringSymbols.swift")]
        #expect(plan.runs == [
            ToolRun(
                displayName: "Generating string symbols for AppResources from 1 catalog",
                // The check reports what does not fit; generating does not report it again.
                arguments: ["generate", "--output", output.path, "--module-name", "AppResources", "--config", configuration.path, "--level", "off", catalog.path],
                inputFiles: [catalog, configuration], outputFiles: outputs),
            ToolRun(
                displayName: "Checking the translations of AppResources from 1 catalog",
                arguments: ["check", "--quiet", "--touch", stamp.path, "--config", configuration.path, catalog.path],
                inputFiles: [catalog, configuration] + outputs, outputFiles: [stamp]),
        ])
    }

    /// The command plugin's plan: files into the target's `Generated` folder, and a check that
    /// runs every time.
    @Test func theCommandPluginChecksWithoutAStamp() throws {
        let target = try Target(["Localizable.xcstrings": Self.catalog])
        let generated = target.folder.appendingPathComponent("Generated")
        let plan = GenerationPlan(moduleName: "AppResources", files: target.files, configuration: nil, outputFolder: generated)
        let catalog = target.folder.appendingPathComponent("Localizable.xcstrings").path
        #expect(plan.runs.map(\.arguments) == [
            ["generate", "--output", generated.path, "--module-name", "AppResources", "--level", "off", catalog],
            ["check", "--quiet", catalog],
        ])
    }

    @Test func theConfigurationsModuleNameWinsAndItsCheckOffSkipsTheCheck() throws {
        let target = try Target(["Localizable.xcstrings": Self.catalog, "string-symbols.json": #"{ "moduleName": "Strings", "check": "off" }"#])
        let runs = target.buildPlan().runs
        #expect(runs.count == 1)
        #expect(!runs[0].arguments.contains("--module-name"))
        #expect(runs[0].arguments.contains("--config"))
        // Without the check, generating reports the translations that do not fit, as configured.
        #expect(!runs[0].arguments.contains("--level"))
    }

    /// Generated files checked into the target (the command plugin's output) and the build
    /// plugin would both produce one file: the build plugin says so instead.
    @Test func generatedFilesInTheTargetAreTheBuildPluginsError() throws {
        let target = try Target([
            "Localizable.xcstrings": Self.catalog, "Generated/StringSymbols.swift": "", "Generated/localizable+StringSymbols.swift": "", "Strings.swift": "",
        ])
        let error = target.buildPlan().checkedInError(files: target.files.sorted { $0.path < $1.path }, shown: target.relative)
        #expect(error == "AppResources: the target holds 2 files named as this plugin's output (Generated/StringSymbols.swift, …), which the build would write a second time: with the generated code checked in (swift package generate-string-symbols), remove the build plugin from the target; otherwise remove the files")
        // A file of the target's own named like a table's output, without that table, is none.
        let clean = try Target(["Localizable.xcstrings": Self.catalog, "Strings.swift": "", "Text+StringSymbols.swift": ""])
        #expect(clean.buildPlan().checkedInError(files: clean.files, shown: clean.relative) == nil)
    }

    /// The baseline `string-symbols.json` names is an input of the check (relative to the file),
    /// so that a build checks again when the baseline changes; the check reads it through
    /// `--config`.
    @Test func theConfigurationsBaselineIsAnInputOfTheCheck() throws {
        let target = try Target([
            "Localizable.xcstrings": Self.catalog,
            "string-symbols.json": #"{ "baseline": "CI/string-symbols-baseline.json", "ratchet": true }"#,
        ])
        let runs = target.buildPlan().runs
        #expect(runs.count == 2)
        #expect(runs[1].inputFiles.map(target.relative).prefix(3) == ["Localizable.xcstrings", "string-symbols.json", "CI/string-symbols-baseline.json"])
        #expect(runs[1].arguments.contains("--config"))
        #expect(!runs[0].inputFiles.map(target.relative).contains("CI/string-symbols-baseline.json"))
    }

    @Test func aCustomTemplateAndItsPartialsAreInputs() throws {
        let target = try Target([
            "Localizable.xcstrings": Self.catalog,
            "string-symbols.json": #"{ "template": "Templates/keys.mustache" }"#,
            "Templates/keys.mustache": "{{> row}}",
            "Templates/row.mustache": "{{key}}",
            "Templates/README.md": "",
        ])
        let inputs = target.buildPlan().runs[0].inputFiles.map(target.relative)
        #expect(inputs == ["Localizable.xcstrings", "string-symbols.json", "Templates/keys.mustache", "Templates/row.mustache"])
        let builtIn = try Target(["Localizable.xcstrings": Self.catalog, "string-symbols.json": #"{ "template": "string" }"#])
        #expect(builtIn.buildPlan().runs[0].inputFiles.map(builtIn.relative) == ["Localizable.xcstrings", "string-symbols.json"])
    }

    @Test func aTargetWithoutTablesHasNoRuns() throws {
        let target = try Target(["AppResources.swift": "", "mul.lproj/Main.xcstrings": Self.catalog, "notes.strings": ""])
        #expect(target.buildPlan().runs.isEmpty)
    }

    /// The advice stops the build unless the configuration chose: a built-in template other
    /// than `xcode`, a custom one, or `darwinOnly` either way. A broken file, or one whose values
    /// have the wrong types, goes to the tool, which reports it with positions.
    @Test(arguments: [
        (nil, true),
        ("{}", true),
        (#"{ "template": "xcode" }"#, true),
        (#"{ "access": "package" }"#, true),
        (#"{ "template": "string" }"#, false),
        (#"{ "template": "Templates/keys.mustache" }"#, false),
        (#"{ "darwinOnly": true }"#, false),
        (#"{ "darwinOnly": false }"#, false),
        (#"{ "darwinOnly": "yes" }"#, false),
        (#"{ "template": 3 }"#, false),
        (#"{ "template": "#, false),
    ] as [(String?, Bool)])
    func theAdviceForAHostWithoutAppleFoundation(configuration: String?, advises: Bool) throws {
        var files = ["Localizable.xcstrings": Self.catalog]
        if let configuration { files["string-symbols.json"] = configuration }
        let target = try Target(files)
        let advice = target.buildPlan().appleFoundationAdvice(configurationPath: "Sources/AppResources/string-symbols.json")
        #expect((advice != nil) == advises)
        if let advice {
            #expect(advice.hasPrefix("AppResources: the 'xcode' template (the default) writes LocalizedStringResource members"))
            #expect(advice.contains("Add one of these lines to Sources/AppResources/string-symbols.json:"))
        }
    }

    @Test(arguments: [("App", "App"), ("My App", "My_App"), ("Resources-iOS", "Resources_iOS"), ("2048", "_2048"), ("Ünïcode", "Ünïcode")])
    func aProductNameAsAModuleName(product: String, module: String) {
        #expect(GenerationPlan.moduleName(forProduct: product) == module)
    }

    /// The plan's outputs are exactly the files the tool writes: the build declares what it gets.
    @Test func theToolWritesThePlansOutputs() throws {
        let target = try Target([
            "Localizable.xcstrings": Self.catalog,
            "Booking.xcstrings": Self.catalog,
            "Resources/en.lproj/Shop.strings": "\"a\" = \"A\";",
            "Resources/de.lproj/Shop.strings": "\"a\" = \"A\";",
            "string-symbols.json": #"{ "template": "string" }"#,
        ])
        let plan = target.buildPlan()
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("string-symbols").path
        for run in plan.runs {
            let result = try ChildProcess.run(tool, run.arguments)
            #expect(result.status == 0, "\(run.arguments): \(result.output)")
        }
        let written = ((try? FileManager.default.contentsOfDirectory(atPath: plan.outputFolder.path)) ?? []).sorted()
        #expect(written == plan.outputFiles.map(\.lastPathComponent).sorted())
        #expect(plan.checkStamp.map { FileManager.default.fileExists(atPath: $0.path) } == true)
    }
}

extension GenerationPlanTests {
    /// Table names that differ only in case are one table, as in an app's bundle on Apple's
    /// file systems: `en.lproj/InfoPlist.strings` beside `Base.lproj/infoPlist.strings` (a real
    /// app's layout). The plan names it as the source language's file spells it, and declares
    /// exactly the one file the tool writes for it.
    @Test func tableNamesThatDifferInCaseAreOneTable() throws {
        let target = try Target([
            "Resources/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Shop\";",
            "Resources/fr.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Boutique\";",
            "Resources/Base.lproj/infoPlist.strings": "\"CFBundleName\" = \"Shop\";",
            "Resources/de.lproj/infoPlist.strings": "\"CFBundleName\" = \"Laden\";",
            "Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";",
            "Resources/Base.lproj/localizable.strings": "\"a\" = \"A\";",
            "string-symbols.json": #"{ "template": "string" }"#,
        ])
        let plan = target.buildPlan()
        #expect(plan.tables.tableNames == ["InfoPlist", "localizable"])
        #expect(plan.tables.description == "2 legacy tables")
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("string-symbols").path
        for run in plan.runs {
            let result = try ChildProcess.run(tool, run.arguments)
            #expect(result.status == 0, "\(run.arguments): \(result.output)")
        }
        let written = ((try? FileManager.default.contentsOfDirectory(atPath: plan.outputFolder.path)) ?? []).sorted()
        #expect(written == plan.outputFiles.map(\.lastPathComponent).sorted())
        #expect(written == ["InfoPlist+StringSymbols.swift", "StringSymbols.swift", "localizable+StringSymbols.swift"])
    }
}

/// The plugin package over the prebuilt tool declares the plugins as this package does: a
/// manifest cannot share code with another, so the declarations are compared.
@Suite struct DistributionManifestTests {
    /// The `.plugin(name: NAME, …)` target declaration of a manifest, with its whitespace collapsed.
    static func pluginTarget(named name: String, in manifest: String) -> String? {
        guard let start = manifest.range(of: ".plugin(\n            name: \"\(name)\"") ?? manifest.range(of: ".plugin(name: \"\(name)\", capability") else { return nil }
        var depth = 0
        var end = start.lowerBound
        for index in manifest[start.lowerBound...].indices {
            if manifest[index] == "(" { depth += 1 }
            if manifest[index] == ")" {
                depth -= 1
                if depth == 0 { end = manifest.index(after: index); break }
            }
        }
        return manifest[start.lowerBound..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: ["StringSymbolsPlugin", "GenerateStringSymbols"])
    func thePluginsAreDeclaredAlike(name: String) throws {
        let root = SharedFolder.packageRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let distribution = try String(contentsOf: root.appendingPathComponent("Distribution/StringSymbolsPlugins/Package.swift"), encoding: .utf8)
        let declared = try #require(Self.pluginTarget(named: name, in: manifest))
        #expect(declared.contains("dependencies: [\"string-symbols\"]"))
        #expect(Self.pluginTarget(named: name, in: distribution) == declared)
        #expect(distribution.contains(".plugin(name: \"\(name)\", targets: [\"\(name)\"])"))
    }
}
