import Foundation
import Mustache
import StringCatalog

/// One file of generated Swift.
public struct GeneratedFile: Hashable, Sendable {
    /// The file name, without folders.
    public var name: String
    /// The Swift source.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// What a successful generation produced.
public struct GenerationResult: Sendable {
    /// The files, the module file first and then one per table, in table order.
    public var files: [GeneratedFile]
    /// The warnings found, in the order of the inputs.
    public var warnings: [Diagnostic]
}

/// The whole pipeline: read catalogs, translate them into symbols, render the template.
///
/// Every stage reports all the problems of its input before generation stops, and nothing is
/// produced when any of them is an error.
public struct Generator: Sendable {
    /// The generator's version, written into every file's header.
    public static let version = "0.1.0"

    /// What to generate.
    public var configuration: GeneratorConfiguration
    /// Whether what generation no longer needs (the catalogs' model, the symbol tables, the
    /// template context) is freed as it goes on, on another core. A command that ends once it
    /// has written the output can leave it to the system instead, as compilers do: freeing the
    /// model of a large catalog costs as much as a good part of reading it.
    public var freesWhatItNoLongerNeeds = true

    /// Creates a generator.
    public init(configuration: GeneratorConfiguration) {
        self.configuration = configuration
    }

    /// Frees `value` on another core, or keeps it until the process ends
    /// (``freesWhatItNoLongerNeeds``).
    private func discard<Value: Sendable>(_ value: consuming Value) {
        if freesWhatItNoLongerNeeds {
            releaseInBackground(value)
        } else {
            keepUntilProcessEnds(value)
        }
    }

    /// How the output is laid out.
    public enum Layout: Sendable {
        /// One file per catalog plus the module file.
        case filePerTable
        /// Everything in one compilable file.
        case singleFile
    }

    /// Reads, translates and renders the tables at `paths` (catalogs, legacy tables and folders
    /// that hold them; see ``TableDiscovery``), as one module.
    public func generate(catalogPaths paths: [String], layout: Layout) throws(GenerationError) -> GenerationResult {
        let (catalogs, readWarnings) = try read(paths)
        var result = try generate(catalogs: consume catalogs, moduleName: moduleName(forFirstInput: paths.first), layout: layout)
        result.warnings = readWarnings + result.warnings
        return result
    }

    /// The template context for the tables at `paths`, with the warnings found.
    public func context(catalogPaths paths: [String]) throws(GenerationError) -> (context: TemplateContext, warnings: [Diagnostic]) {
        let (catalogs, readWarnings) = try read(paths)
        let maps = catalogs.sourceFileMaps
        do {
            let (context, warnings) = try context(catalogs: catalogs, moduleName: moduleName(forFirstInput: paths.first), fields: nil)
            return (context, readWarnings + CatalogFile.resolve(warnings, in: maps))
        } catch {
            throw GenerationError(diagnostics: CatalogFile.resolve(error.diagnostics, in: maps))
        }
    }

    /// Checks the translations of the tables at `paths` at the configured level
    /// (`TranslationChecker`); each table is checked on its own.
    public func check(catalogPaths paths: [String]) throws(GenerationError) -> (report: CheckReport, warnings: [Diagnostic]) {
        let (catalogs, readWarnings) = try read(paths, summarizing: false)
        let checker = TranslationChecker(level: configuration.check)
        let policy = PolicyChecker(policy: configuration.policy, level: configuration.check)
        let checks = catalogs.map { file in
            var check = checker.check(file)
            let found = policy.check(file)
            guard !found.isEmpty else { return check }
            let resolved = found.map { finding in
                var finding = finding
                finding.diagnostic = file.catalog.sourceFiles.resolve(finding.diagnostic)
                return finding
            }
            check.findings = (check.findings + resolved).sorted { ($0.diagnostic.path, $0.diagnostic.location ?? SourceLocation(line: 0, column: 0)) < ($1.diagnostic.path, $1.diagnostic.location ?? SourceLocation(line: 0, column: 0)) }
            return check
        }
        return (CheckReport(catalogs: checks), readWarnings)
    }

    /// Translates and renders tables that were read already.
    public func generate(catalogs: consuming [CatalogFile], moduleName: String, layout: Layout) throws(GenerationError) -> GenerationResult {
        let maps = catalogs.sourceFileMaps
        do {
            var result = try generateResolvingNothing(catalogs: catalogs, moduleName: moduleName, layout: layout)
            result.warnings = CatalogFile.resolve(result.warnings, in: maps)
            return result
        } catch {
            throw GenerationError(diagnostics: CatalogFile.resolve(error.diagnostics, in: maps))
        }
    }

    /// ``generate(catalogs:moduleName:layout:)`` with the diagnostics' locations as the model has them.
    private func generateResolvingNothing(catalogs: consuming [CatalogFile], moduleName: String, layout: Layout) throws(GenerationError) -> GenerationResult {
        let templates = try TemplateSet(configuration.template)
        if case .swiftGen? = configuration.template.descriptor?.naming { _ = try SwiftGenParameters(configuration) }
        let (context, contextWarnings) = try context(
            catalogs: catalogs, moduleName: moduleName, fields: templates.referencedNames, readParameters: templates.referencedParameters)
        var warnings = contextWarnings + unreadParameterWarnings(templates)
        if configuration.template.descriptor?.checksTranslationsWhenGenerating == true {
            let unfitting = UnfittingTranslations(level: configuration.check).diagnostics(catalogs)
            if unfitting.contains(where: { $0.severity == .error }) { throw GenerationError(diagnostics: warnings + unfitting) }
            warnings += unfitting
        }
        // The context holds all the templates read: the catalogs' memory goes before the output's
        // comes, freed on another core while this one renders.
        discard(consume catalogs)
        let renderer = FileRenderer(templates: templates)
        let symbolCounts = context.tables.map { table in
            if case .list(let symbols)? = table["symbols"] { return symbols.count }
            return 0
        }
        let files: [GeneratedFile]
        switch layout {
        case .singleFile:
            files = [try renderer.render(
                context.forFile(named: GenerationFiles.moduleFileName, includesModule: true, tableIndices: Array(context.tables.indices)),
                name: GenerationFiles.moduleFileName, symbolCount: symbolCounts.reduce(0, +))]
        case .filePerTable:
            // Every planned file is written, even one a custom template renders empty: the build
            // plugin declares them all as outputs.
            var rendered = [try renderer.render(
                context.forFile(named: GenerationFiles.moduleFileName, includesModule: true, tableIndices: []), name: GenerationFiles.moduleFileName, symbolCount: 0)]
            for (index, tableName) in context.tableNames.enumerated() {
                let name = GenerationFiles.fileName(forTable: tableName)
                rendered.append(try renderer.render(
                    context.forFile(named: name, includesModule: false, tableIndices: [index]), name: name, symbolCount: symbolCounts[index]))
            }
            files = rendered
        }
        discard(consume context)
        return GenerationResult(files: files, warnings: warnings)
    }

    /// A parameter that no template in use names is most likely misspelt: a warning each, at
    /// the template, naming those it reads.
    private func unreadParameterWarnings(_ templates: TemplateSet) -> [Diagnostic] {
        let read = templates.referencedParameters.union(configuration.template.descriptor?.parameterNames ?? [])
        return configuration.templateParameters.keys.sorted().filter { !read.contains($0) }.map { name in
            let known = read.isEmpty ? "it reads none" : "it reads " + read.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(.warning, "the template does not read the parameter '\(name)'; \(known)", path: configuration.template.argument, at: nil)
        }
    }

    /// The context of the catalogs, with the table and symbol `fields` given (all when `nil`).
    private func context(
        catalogs: [CatalogFile], moduleName: String, fields: Set<String>?, readParameters: Set<String> = []
    ) throws(GenerationError) -> (TemplateContext, [Diagnostic]) {
        let translation: SymbolTranslation
        do {
            translation = try translator(moduleName: moduleName).translate(catalogs, moduleName: moduleName)
        } catch {
            throw GenerationError(diagnostics: error.diagnostics)
        }
        let context = TemplateContextBuilder(generatorVersion: Self.version, fields: fields, readParameters: readParameters)
            .context(tables: translation.tables, module: ModuleNames(moduleName: moduleName), configuration: configuration,
                     declaresModuleNamespace: translation.declaresModuleNamespace)
        let warnings = translation.warnings
        // The symbol tables are no longer needed, and freeing them would hold up rendering.
        discard(consume translation)
        return (context, warnings)
    }

    /// The translator of the configuration; with a SwiftGen template, it keeps the groups clear of
    /// the names the output refers to from inside them.
    func translator(moduleName: String) -> SymbolTranslator {
        var translator = SymbolTranslator(selection: configuration.symbols, template: configuration.template, warningDetail: configuration.warningDetail)
        if case .swiftGen? = configuration.template.descriptor?.naming {
            let enumName = (try? SwiftGenParameters(configuration))?.enumName ?? "L10n"
            translator.swiftGenReservedNames = [enumName, ModuleNames(moduleName: moduleName).bundleTypeName]
        }
        return translator
    }

    /// The configured module name, or, as SwiftPM names targets after their folders, the folder
    /// of the first input: the folder itself when it is one, the folder that holds a table's
    /// `.lproj` folder, else the folder of the file.
    func moduleName(forFirstInput path: String?) -> String {
        if let name = configuration.moduleName { return name }
        guard let path else { return "Module" }
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            url.deleteLastPathComponent()
        }
        if TableFileName.isLocalizationFolder(url.lastPathComponent) { url.deleteLastPathComponent() }
        let folder = url.lastPathComponent
        return folder.isEmpty || folder == "/" ? "Module" : folder
    }

    /// Reads every table of the inputs, reporting the problems of all of them before failing;
    /// `summarizing` the problems of translations that cost no symbol, as generation does.
    /// `sourceLanguageOnly` reads only the source-language files of legacy tables, for what needs
    /// keys and symbols but no translation (`usage`).
    func read(_ paths: [String], summarizing: Bool = true, sourceLanguageOnly: Bool = false) throws(GenerationError) -> ([CatalogFile], [Diagnostic]) {
        let tables: [TableInput]
        var diagnostics: [Diagnostic]
        do {
            (tables, diagnostics) = try TableDiscovery(sourceLanguage: configuration.sourceLanguage).tables(in: paths)
        } catch {
            throw GenerationError(diagnostics: error.diagnostics)
        }
        var catalogs: [CatalogFile] = []
        for var table in tables {
            if sourceLanguageOnly && table.format == .legacy {
                // A table only translations have has no key in the source language.
                guard table.legacyFiles.contains(where: \.isSource) else {
                    let empty = StringCatalog(sourceLanguage: table.sourceLanguage, version: "1.0", entries: [])
                    catalogs.append(CatalogFile(path: table.path, catalog: empty, tableName: table.name))
                    continue
                }
                table.legacyFiles.removeAll { !$0.isSource }
            }
            do {
                let result = try table.read(summarizing: summarizing)
                catalogs.append(CatalogFile(path: table.path, catalog: result.catalog, tableName: table.name))
                diagnostics += result.warnings
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard !diagnostics.containsErrors else { throw GenerationError(diagnostics: diagnostics) }
        return (catalogs, diagnostics)
    }
}
