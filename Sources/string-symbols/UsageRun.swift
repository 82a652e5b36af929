import FileSystem
import InputText
import KeyUsage
import PluginFacts
import StringSymbols
import Symbols
import TableInputs
import TableModel

/// What `usage` and `migrate` read: a module's tables, and its Swift sources beside them.
struct UsageRun {
    /// The tables (catalogs, legacy tables, folders that hold them), as `generate` takes them.
    var tables: [String]
    /// The folders (or files) of the module's Swift sources; none: the target's folder
    /// (``InputFolders/sourcesFolder(forFirstInput:)``).
    var sourceFolders: [String] = []

    /// The source folders, given or by default.
    var folders: [String] {
        if !sourceFolders.isEmpty { return sourceFolders }
        return tables.first.map { [InputFolders.sourcesFolder(forFirstInput: $0)] } ?? []
    }

    /// Reads the module's tables and Swift sources and matches the lookups by key with the
    /// tables (`usage`, and what `migrate` rewrites).
    /// - Returns: The report, and the warnings of reading the tables.
    func report(_ configuration: ToolConfiguration) throws(DiagnosticError) -> (report: UsageReport, warnings: [Diagnostic]) {
        // A custom template's symbols are not known, so its lookups are only checked; one that is
        // not there is a mistake, not a template to take on trust.
        if case .file(let template) = configuration.generator.template {
            do {
                _ = try FileBytes.readArray(atPath: template)
            } catch {
                throw DiagnosticError(TemplateChoice.unreadableFile(template, error))
            }
        }
        let generator = Generator(configuration: configuration.generator)
        let folders = folders
        // Keys, symbols and the keys' positions are all in the source language's files. Listing
        // the sources needs nothing of them, so it is done meanwhile.
        let (read, listing) = inParallel(
            { Result { () throws(DiagnosticError) in try generator.read(tables, sourceLanguageOnly: true) } },
            { Result { () throws(DiagnosticError) in try SourceScan.sources(in: folders) } })
        let (catalogs, readWarnings) = try read.get()
        let (files, objectiveCFiles, packageFolders) = try listing.get()
        // Manual keys whose symbols clash stop 'generate', but the code's lookups can be checked
        // without those symbols.
        let translation = try generator.translate(catalogs, moduleName: generator.moduleName(forFirstInput: tables.first), toleratingManualClashes: true)
        guard !files.isEmpty || !objectiveCFiles.isEmpty else {
            let named = sourceFolders.isEmpty ? "no Swift or Objective-C file is in the folder the sources default to" : "no Swift or Objective-C file is under the source folders"
            throw DiagnosticError(Diagnostic(.error, "\(named), so there is no lookup to check and every key would look unused; name the module's Swift sources with --sources", path: folders.first ?? "", at: nil))
        }
        let patterns = LookupPatterns(lookupMethods: Set(configuration.lookupMethods), lookupFunctions: configuration.lookupFunctions)
        let isPackageModule = folders.contains(where: InputFolders.isInPackage)
        let report = UsageReport.analyzing(
            files, tables: catalogs, translation: translation, patterns: patterns,
            template: configuration.generator.template.descriptor?.template, isPackageModule: isPackageModule,
            otherModulesFiles: otherModulesFiles(files, packageFolders: packageFolders, isPackageModule: isPackageModule), objectiveCFiles: objectiveCFiles)
        let helperNotes = report.foundHelpers.compactMap { Self.foundHelperNote($0, replaceableCalls: $0.helper.flatMap { report.foundHelperCallsLeftAlone[$0.name] } ?? 0) }
        return (report, readWarnings + LoadedTable.resolve(translation.toleratedClashes, in: catalogs.sourceFileMaps) + helperNotes)
    }

    /// What `usage` says of a helper of the project it found and read the calls of, of which
    /// `replaceableCalls` have a symbol that would replace them.
    private static func foundHelperNote(_ place: KeyExpressionPlace, replaceableCalls: Int) -> Diagnostic? {
        guard let helper = place.helper else { return nil }
        let (passes, calls, flag) = helper.kind == .function
            ? ("its first argument", "its calls", "--lookup-function")
            : ("the string it is called on", "its calls on literals", "--lookup-method")
        return Diagnostic(
            .note, "'\(helper.name)' passes \(passes) to \(helper.lookup) as the key, so \(calls) are checked as lookups; 'migrate' rewrites them once it is named with \(flag) \(helper.name)\(replaceableCalls == 0 ? "" : replaceableCalls == 1 ? " (1 has a symbol)" : " (\(replaceableCalls) have a symbol)")",
            path: place.path, at: SourceLocation(line: helper.line, column: helper.column))
    }

    /// The files of `files` in another package target than the tables' (the users of a
    /// resources module, read with `--sources Sources`; or, when the tables are an app's, any
    /// package's, such as a local package beside the app): their `.module` is their own bundle.
    /// `packageFolders` are the folders of `files` that hold a `Package.swift`; `isPackageModule`,
    /// whether a source folder is in a package. Each file maps to its target's folder.
    func otherModulesFiles(_ files: [String], packageFolders: [String], isPackageModule: Bool) -> [String: String] {
        let own = tables.first.flatMap(InputFolders.moduleFolder(of:))
        var candidates = files
        if own == nil && !isPackageModule {
            // An app's tables, and sources in no package: only a package below them holds another
            // module's files. Most apps have none, and no folder is walked up from then.
            guard !packageFolders.isEmpty else { return [:] }
            candidates = files.filter { file in packageFolders.contains { file.hasPrefix($0 + "/") } }
        }
        var moduleOfFolder: [String: String?] = [:]
        var others: [String: String] = [:]
        for file in candidates {
            let folder = TableFileName.folder(of: file)
            let module = moduleOfFolder[folder] ?? InputFolders.moduleFolder(of: folder)
            moduleOfFolder[folder] = module
            if let module, module != own { others[file] = module }
        }
        return others
    }

    /// When an Objective-C lookup's key is not a literal (`NSLocalizedString(key, nil)`, a macro
    /// of the project's): the keys it reads are not known, so none was called unused. A warning
    /// at the first such lookup.
    func objectiveCLookupWarning(in report: UsageReport) -> Diagnostic? {
        guard let first = report.objectiveCKeyExpressions.first else { return nil }
        let count = report.objectiveCKeyExpressions.count
        let subject = count == 1 ? "an Objective-C lookup takes its key from an expression" : "\(count) Objective-C lookups take their key from an expression (the first here)"
        return Diagnostic(.warning, "\(subject), \(first.call), which 'usage' does not resolve: the keys it may read are not known, so no key is reported unused or pruned", path: first.path, at: first.location)
    }

    /// When the sources were not named and keys are called unused: only the folder the sources
    /// default to was read, and a key that code elsewhere looks up is among them. `removed`: said
    /// of a prune, which removes them, and said of a package's target too, which other targets
    /// may use through its symbols; `usage` says it only of an app's folder, which is seldom all
    /// its code.
    func defaultSourcesDiagnostic(_ severity: Diagnostic.Severity, unusedKeys: Int, removed: Bool) -> Diagnostic? {
        guard sourceFolders.isEmpty, unusedKeys > 0, let folder = folders.first, removed || !InputFolders.isInPackage(folder) else { return nil }
        return Diagnostic(
            severity, "the sources were not named, so only this folder, which they default to, was read: a key that code elsewhere looks up (another target's, a framework's, a package's) is \(removed ? "removed" : "called unused") too; name every folder whose code may use these strings with --sources",
            path: folder, at: nil)
    }

    /// When the sources read use none of the module's keys: a resources module's strings are used
    /// by the modules that import it, whose sources are not read unless named, and every key
    /// would be called unused (and pruned). An error with `severity` `.error`.
    func noKeyUsed(in report: UsageReport, severity: Diagnostic.Severity) -> Diagnostic? {
        guard report.usedKeyCount == 0, report.unusedKeyCount > 0, report.keptByDynamicLookups.isEmpty else { return nil }
        let files = "\(report.fileCount) Swift file\(report.fileCount == 1 ? "" : "s")"
            + (report.objectiveCFileCount > 0 ? " and \(report.objectiveCFileCount) Objective-C or C file\(report.objectiveCFileCount == 1 ? "" : "s")" : "")
        let read = sourceFolders.isEmpty ? "\(files) of \(folders.joined(separator: ", ")), the folder the sources default to" : "\(files) read"
        let keys = report.unusedKeyCount == 1 ? "the module's one key is not" : "none of the module's \(report.unusedKeyCount) keys is"
        let advice = sourceFolders.isEmpty ? "name their folders with --sources" : "add their folders with --sources"
        let consequence = severity == .error ? "; nothing is removed" : ""
        return Diagnostic(
            severity, "\(keys) looked up or named by a symbol in the \(read): if other modules use these strings, as they use a resources module's, \(advice)\(consequence)",
            path: folders.first ?? "", at: nil)
    }
}
