import Checking
import FileSystem
import InputText
import PluginFacts
import Rendering
import Symbols
import TableInputs
import TableModel

/// What a successful generation produced.
public struct GenerationResult: Sendable {
    /// The files, the module file first and then one per table, in table order.
    public var files: [GeneratedFile]
    /// The warnings found, in the order of the inputs.
    public var warnings: [Diagnostic]
}

/// The generator, as a pipeline of stages: read the tables (``TableInputs``), translate their
/// keys into symbols (``Symbols``), render the templates (``Rendering``), write the files
/// (``OutputFolder``).
///
/// Every stage reports all the problems of its input before generation stops, and nothing is
/// produced when any of them is an error.
public struct Generator: Sendable {
    /// What to generate.
    public var configuration: GeneratorConfiguration

    /// Whether what generation no longer needs (the tables' model, the symbols, the template
    /// context) is left for the process's end instead of being freed on another core as it goes
    /// on: for the CLI, which ends once it has written the output and is freed by the system all
    /// at once, as compilers leave their own memory.
    package var keepsWhatItNoLongerNeeds = false

    /// Creates a generator.
    public init(configuration: GeneratorConfiguration) {
        self.configuration = configuration
    }

    /// Frees `value` on another core, or keeps it until the process ends.
    private func discard<Value: Sendable>(_ value: consuming Value) {
        if keepsWhatItNoLongerNeeds {
            keepUntilProcessEnds(value)
        } else {
            releaseInBackground(value)
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
    public func generate(catalogPaths paths: [String], layout: Layout) throws(DiagnosticError) -> GenerationResult {
        let (catalogs, readWarnings) = try read(paths)
        var result = try generate(catalogs: consume catalogs, moduleName: moduleName(forFirstInput: paths.first), layout: layout)
        result.warnings = readWarnings + result.warnings
        return result
    }

    /// The template context for the tables at `paths`, with the warnings found.
    public func context(catalogPaths paths: [String]) throws(DiagnosticError) -> (context: TemplateContext, warnings: [Diagnostic]) {
        // The context is the whole one, whatever the template, which need not be finished (it is
        // what the context is printed for); but it must be there.
        if case .file(let template) = configuration.template, FileKind(atPath: template, followingLinks: true) == .missing {
            throw DiagnosticError(diagnostics: [Diagnostic(.error, "cannot read the template: no such file", path: template, at: nil)] + settingNote("template", "the template is set here"))
        }
        let (catalogs, readWarnings) = try read(paths)
        let maps = catalogs.sourceFileMaps
        do throws(DiagnosticError) {
            let (context, warnings) = try context(
                catalogs: catalogs, moduleName: moduleName(forFirstInput: paths.first), swiftGen: try swiftGenParameters(), fields: nil)
            return (context, readWarnings + LoadedTable.resolve(warnings, in: maps))
        } catch {
            throw DiagnosticError(diagnostics: LoadedTable.resolve(error.diagnostics, in: maps))
        }
    }

    /// Translates and renders tables that were read already.
    public func generate(catalogs: consuming [LoadedTable], moduleName: String, layout: Layout) throws(DiagnosticError) -> GenerationResult {
        let maps = catalogs.sourceFileMaps
        do {
            var result = try generateResolvingNothing(catalogs: catalogs, moduleName: moduleName, layout: layout)
            result.warnings = LoadedTable.resolve(result.warnings, in: maps)
            return result
        } catch {
            throw DiagnosticError(diagnostics: LoadedTable.resolve(error.diagnostics, in: maps))
        }
    }

    /// ``generate(catalogs:moduleName:layout:)`` with the diagnostics' locations as the model has them.
    private func generateResolvingNothing(catalogs: consuming [LoadedTable], moduleName: String, layout: Layout) throws(DiagnosticError) -> GenerationResult {
        let templates: TemplateSet
        do {
            templates = try TemplateSet(configuration.template)
        } catch {
            throw DiagnosticError(diagnostics: error.diagnostics + settingNote("template", "the template is set here"))
        }
        let swiftGen = try swiftGenParameters()
        let (context, contextWarnings) = try context(
            catalogs: catalogs, moduleName: moduleName, swiftGen: swiftGen, fields: templates.referencedNames, readParameters: templates.referencedParameters)
        var warnings = contextWarnings + unreadParameterWarnings(templates) + unreadDarwinOnlyWarnings()
        if configuration.template.descriptor?.checksTranslationsWhenGenerating == true {
            let unfitting = UnfittingTranslations(level: configuration.check).diagnostics(catalogs)
            if unfitting.contains(where: { $0.severity == .error }) { throw DiagnosticError(diagnostics: warnings + unfitting) }
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

    /// A note at the place the configuration file set `key`, when it did, to go with an error
    /// about that setting.
    private func settingNote(_ key: String, _ note: String) -> [Diagnostic] {
        configuration.settingPlaces[key].map { [Diagnostic(.note, note, path: $0.path, at: $0.location)] } ?? []
    }

    /// A parameter that no template in use names is most likely misspelt: a warning each, at
    /// the template, naming those it reads.
    private func unreadParameterWarnings(_ templates: TemplateSet) -> [Diagnostic] {
        let read = templates.referencedParameters.union(configuration.template.descriptor?.parameterNames ?? [])
        return configuration.templateParameters.keys.sortedOutOfLine().filter { !read.contains($0) }.map { name in
            let known = read.isEmpty ? "it reads none" : "it reads " + read.sortedOutOfLine().map { "'\($0)'" }.joined(separator: ", ")
            // At the parameter in the configuration file; set on the command line, at a custom
            // template, and nowhere for a built-in one.
            let place = configuration.settingPlaces[parameter: name]
            let template = if case .file(let path) = configuration.template { path } else { "" }
            return Diagnostic(.warning, "the template does not read the parameter '\(name)'; \(known)", path: place?.path ?? template, at: place?.location)
        }
    }

    /// `darwinOnly` asked of a built-in template whose output compiles everywhere, which
    /// therefore does not read it: a warning, rather than a switch that silently does nothing.
    private func unreadDarwinOnlyWarnings() -> [Diagnostic] {
        guard configuration.darwinOnly == true, case .builtIn(let template) = configuration.template, !template.needsAppleFoundation else { return [] }
        let place = configuration.settingPlaces["darwinOnly"]
        return [Diagnostic(.warning, "the '\(template.rawValue)' template does not read 'darwinOnly': its output compiles on every platform, so it is not wrapped for Apple platforms", path: place?.path ?? "", at: place?.location)]
    }

    /// The context of the catalogs, with the table and symbol `fields` given (all when `nil`).
    private func context(
        catalogs: [LoadedTable], moduleName: String, swiftGen: SwiftGenParameters?, fields: Set<String>?, readParameters: Set<String> = []
    ) throws(DiagnosticError) -> (TemplateContext, [Diagnostic]) {
        let translation = try translator(moduleName: moduleName, swiftGen: swiftGen).translate(catalogs, moduleName: moduleName)
        var builder = TemplateContextBuilder(generatorVersion: ToolVersion.current, fields: fields, readParameters: readParameters)
        builder.access = configuration.access
        builder.darwinOnly = configuration.darwinOnly ?? false
        builder.templateParameters = configuration.templateParameters
        builder.swiftGen = swiftGen
        let context = builder.context(
            tables: translation.tables, module: ModuleNames(moduleName: moduleName), declaresModuleNamespace: translation.declaresModuleNamespace)
        let warnings = translation.warnings
        // The symbol tables are no longer needed, and freeing them would hold up rendering.
        discard(consume translation)
        return (context, warnings)
    }

    /// The SwiftGen templates' parameters, read once; `nil` for another template.
    private func swiftGenParameters() throws(DiagnosticError) -> SwiftGenParameters? {
        guard case .swiftGen? = configuration.template.descriptor?.naming else { return nil }
        return try SwiftGenParameters(configuration.templateParameters, access: configuration.access, template: configuration.template)
    }

    /// Translates the keys of `catalogs` into the symbols of the configured template, as
    /// generation does: what `usage` matches the code's lookups with. With
    /// `toleratingManualClashes`, manual keys whose symbols clash, which generation refuses, get
    /// none, with a warning (``SymbolTranslation/toleratedClashes``).
    public func translate(_ catalogs: [LoadedTable], moduleName: String, toleratingManualClashes: Bool = false) throws(DiagnosticError) -> SymbolTranslation {
        do {
            var translator = translator(moduleName: moduleName, swiftGen: try? swiftGenParameters())
            translator.toleratesManualClashes = toleratingManualClashes
            return try translator.translate(catalogs, moduleName: moduleName)
        } catch {
            throw DiagnosticError(diagnostics: LoadedTable.resolve(error.diagnostics, in: catalogs.sourceFileMaps))
        }
    }

    /// The translator of the configuration; with a SwiftGen template, it keeps the groups clear of
    /// the names the output refers to from inside them.
    private func translator(moduleName: String, swiftGen: SwiftGenParameters?) -> SymbolTranslator {
        var translator = SymbolTranslator(selection: configuration.symbols, template: configuration.template, warningDetail: configuration.warningDetail)
        if case .swiftGen? = configuration.template.descriptor?.naming {
            translator.swiftGenReservedNames = [swiftGen?.enumName ?? SwiftGenParameters.defaultEnumName, ModuleNames(moduleName: moduleName).bundleTypeName]
        }
        return translator
    }

    /// The configured module name, or, as SwiftPM names targets after their folders, the name of
    /// the folder of the first input (``InputFolders/moduleName(forFirstInput:)``).
    public func moduleName(forFirstInput path: String?) -> String {
        configuration.moduleName ?? InputFolders.moduleName(forFirstInput: path)
    }

    /// Reads every table of the inputs (``ModuleTables``).
    public func read(_ paths: [String], summarizing: Bool = true, sourceLanguageOnly: Bool = false) throws(DiagnosticError) -> ([LoadedTable], [Diagnostic]) {
        try ModuleTables.read(paths, sourceLanguage: configuration.sourceLanguage, summarizing: summarizing, sourceLanguageOnly: sourceLanguageOnly)
    }

    /// The tables at `paths`, read module by module (``ModuleTables/readByModule(_:sourceLanguage:summarizing:)``),
    /// with the warnings found.
    public func readByModule(_ paths: [String], summarizing: Bool = true) throws(DiagnosticError) -> ([LoadedTable], [Diagnostic]) {
        try ModuleTables.readByModule(paths, sourceLanguage: configuration.sourceLanguage, summarizing: summarizing)
    }
}
