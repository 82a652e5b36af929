import FileSystem
import Foundation
import InputText
import PluginFacts
import TableInputs
import TableModel
import XLIFF

/// What the XLIFF headers and `contents.json` name as the tool that wrote them.
let exchangeTool = XLIFFWriter.Tool(id: "string-symbols", name: "StringSymbols", version: ToolVersion.current, buildNumber: ToolVersion.current)

/// `export`: a `<language>.xcloc` bundle per language for the catalogs named or found, as Xcode's
/// Export Localizations writes it. When any catalog cannot be read or exported, nothing is
/// written.
func exportLocalizations(_ options: CommandOptions) -> ExitStatus {
    guard !options.languages.isEmpty else {
        printUsageError(UsageError(message: "say which languages to export: '--language <code>', repeated for each" + languagesHeld(by: options), command: .exportLocalizations))
        return .usageError
    }
    do throws(DiagnosticError) {
        let root = try ExchangeRoot(options.exchangeRoot)
        let (paths, passedOver) = try CatalogFiles.find(in: options.tables, passingOverInterfaceBuilderCatalogs: true)
        if let passedOver { printError(passedOver.description) }
        let outcomes = paths.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { path in
            Result { () throws(DiagnosticError) -> ExchangeCatalog in
                let original = try root.original(of: path)
                let bytes = try FileBytes.contents(ofFile: path)
                return try ExchangeCatalog(bytes: bytes, path: path, original: original, languages: Set(options.languages))
            }
        }
        let catalogs = try collect(outcomes).sortedOutOfLine { XLIFFFile.precedesInXcodesOrder($0.original, $1.original) }
        if let clash = zip(catalogs, catalogs.dropFirst()).first(where: { $0.original == $1.original }) {
            throw DiagnosticError(Diagnostic(.error, "this catalog and \(clash.1.path) are the same file", path: clash.0.path, at: nil))
        }
        let developmentRegion = catalogs[0].sourceLanguage
        let (languages, notes) = exportedLanguages(options.languages, of: catalogs)
        notes.forEach { printError($0.description) }
        // Every catalog's Source Contents (one for all languages), and each language's XLIFF,
        // side by side: a single catalog's two jobs take a core each.
        let jobs = catalogs.indices.map { ExportJob.sourceContents($0) } + languages.map { ExportJob.xliff($0) }
        let done = try collect(jobs.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { job in
            Result { () throws(DiagnosticError) -> ExportPiece in
                switch job {
                case .sourceContents(let index):
                    return .sourceContents(catalogs[index].sourceContents())
                case .xliff(let language):
                    let (document, unitCount) = try LocalizationBundle.xliff(of: catalogs, language: language, tool: exchangeTool)
                    return .xliff(document, unitCount: unitCount)
                }
            }
        })
        let sourceContents = catalogs.indices.map { index in
            guard case .sourceContents(let bytes) = done[index] else { preconditionFailure("the first jobs are the catalogs' Source Contents") }
            return (original: catalogs[index].original, contents: bytes)
        }
        let bundles = languages.enumerated().map { offset, language in
            guard case .xliff(let document, let unitCount) = done[catalogs.count + offset] else { preconditionFailure("then each language's XLIFF") }
            return LocalizationBundle(
                language: language, xliff: document, unitCount: unitCount, sourceContents: sourceContents, developmentRegion: developmentRegion, tool: exchangeTool)
        }
        let output = options.conversionOutput ?? "."
        var files: [AtomicFileWriter.File] = []
        var folders: Set<String> = []
        for bundle in bundles {
            let folder = output + "/" + LocalizationBundle.folderName(language: bundle.language)
            for file in bundle.files {
                let path = folder + "/" + file.path
                files.append(AtomicFileWriter.File(path: path, contents: file.contents, previous: nil))
                folders.insert(TableFileName.folder(of: path))
            }
            LocalizationBundle.emptyFolders.forEach { folders.insert(folder + "/" + $0) }
        }
        let outside = linksOutside(output, writing: files.map(\.path), command: "export", option: "its output folder")
        guard outside.isEmpty else { throw DiagnosticError(diagnostics: outside) }
        // A folder of a bundle's name that holds something else than a bundle is a person's (a
        // Finder's .DS_Store alone is no one's).
        let notBundles = bundles.compactMap { bundle -> Diagnostic? in
            let folder = output + "/" + LocalizationBundle.folderName(language: bundle.language)
            guard FileKind(atPath: folder, followingLinks: true) == .directory, DirectoryListing.entries(of: folder)?.contains(where: { !$0.name.hasPrefix(".") }) == true,
                  FileKind(atPath: folder + "/contents.json") == .missing else { return nil }
            return Diagnostic(
                .error, "the folder is in the way: it holds no contents.json, so it is no localization bundle an earlier export wrote, and an export replaces what a bundle holds; move or remove it",
                path: folder, at: nil)
        }
        guard notBundles.isEmpty else { throw DiagnosticError(diagnostics: notBundles) }
        try write(files, creatingFolders: folders)
        // A bundle exported before is replaced, as Xcode replaces it: what this export did not
        // write is removed (an XLIFF left in Localized Contents would be imported with it).
        let written = Set(files.compactMap { FileIdentity(path: $0.path) })
        for bundle in bundles {
            let folder = output + "/" + LocalizationBundle.folderName(language: bundle.language)
            for part in ["Localized Contents", "Source Contents"] {
                try removeFiles(under: folder + "/" + part, keeping: written)
            }
        }
        // The tool ends once the bundles are written: the system frees their memory at once.
        keepUntilProcessEnds((catalogs, done, bundles, files))
        let catalogCount = catalogs.count == 1 ? "1 catalog" : "\(catalogs.count) catalogs"
        for bundle in bundles {
            printError("wrote \(output == "." ? "" : output + "/")\(LocalizationBundle.folderName(language: bundle.language)): \(catalogCount), \(bundle.unitCount) unit\(bundle.unitCount == 1 ? "" : "s")")
        }
        return .success
    } catch {
        error.diagnostics.forEach { printError($0.description) }
        return .inputError
    }
}

/// The languages `requested` (`--language`) as the catalogs spell them, each once, and what to
/// say about them: a language the catalogs spell another way (`DE` for `de`) is theirs, as an
/// import matches it, with a note; one no catalog has (a new language, or a typo: `gr`) is
/// exported all untranslated, with a warning.
private func exportedLanguages(_ requested: [String], of catalogs: [ExchangeCatalog]) -> (languages: [String], notes: [Diagnostic]) {
    var known: [String] = []
    for catalog in catalogs {
        for language in [catalog.sourceLanguage] + catalog.languages where !known.contains(language) { known.append(language) }
    }
    var languages: [String] = []
    var notes: [Diagnostic] = []
    for language in requested {
        guard let spelling = LanguageCode.spelling(of: language, among: known) else {
            if !languages.contains(language) {
                languages.append(language)
                notes.append(Diagnostic(
                    .warning, "no catalog has the language '\(language)': every unit is exported untranslated; check its spelling unless it is a new language",
                    path: "", at: nil))
            }
            continue
        }
        guard !languages.contains(spelling) else { continue }
        languages.append(spelling)
        if spelling != language {
            notes.append(Diagnostic(.note, "'--language \(language)' is the catalogs' '\(spelling)', exported as \(LocalizationBundle.folderName(language: spelling))", path: "", at: nil))
        }
    }
    return (languages, notes)
}

/// Removes what `folder` (a part of an `.xcloc` bundle: `Localized Contents`, `Source Contents`)
/// holds but the files `kept` (this export's, by identity, so that a spelling the file system
/// takes for another is the same file), and the folders that leaves empty: an earlier export's
/// XLIFF under another name, a catalog's copy since removed. `Notes`, where a team puts what
/// translators should know, is not looked at. A link is removed, never what it leads to.
private func removeFiles(under folder: String, keeping kept: Set<FileIdentity>) throws(DiagnosticError) {
    guard FileKind(atPath: folder) == .directory else { return }
    for entry in DirectoryListing.entries(of: folder) ?? [] {
        let path = folder + "/" + entry.name
        let kind = FileKind(atPath: path)
        if kind == .directory {
            try removeFiles(under: path, keeping: kept)
            if DirectoryListing.entries(of: path)?.isEmpty == true { try? FileManager.default.removeItem(atPath: path) }
            continue
        }
        // A link to a file written is kept: the writer wrote through it.
        if let identity = FileIdentity(path: path), kept.contains(identity) { continue }
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw DiagnosticError(Diagnostic(.error, "cannot remove this file of an earlier export: \(error.localizedDescription)", path: path, at: nil))
        }
    }
}

/// One job of `export`: a catalog's Source Contents, or a language's XLIFF.
enum ExportJob: Sendable {
    case sourceContents(Int)
    case xliff(String)
}

/// What one job of `export` makes.
enum ExportPiece: Sendable {
    case sourceContents([UInt8])
    case xliff([UInt8], unitCount: Int)
}

/// For an export that names no language: the languages its catalogs hold, to choose from
/// (`; the catalog holds de, fr and its source language, en`), or nothing when they cannot all
/// be found and read (the export with a language says why).
private func languagesHeld(by options: CommandOptions) -> String {
    guard let paths = try? CatalogFiles.find(in: options.tables, passingOverInterfaceBuilderCatalogs: true).catalogs, !paths.isEmpty else { return "" }
    var sources: [String] = []
    var others: Set<String> = []
    for path in paths {
        guard let bytes = try? FileBytes.contents(ofFile: path),
              let catalog = try? ExchangeCatalog(bytes: bytes, path: path, original: path, languages: nil) else { return "" }
        if !sources.contains(catalog.sourceLanguage) { sources.append(catalog.sourceLanguage) }
        others.formUnion(catalog.languages)
    }
    others.subtract(sources)
    let (holder, its) = paths.count == 1 ? ("the catalog holds", "its") : ("the catalogs hold", "their")
    let source = "\(its) source language\(sources.count == 1 ? "" : "s"), \(spelledOut(sources))"
    return others.isEmpty ? "; \(holder) only \(source)" : "; \(holder) \(spelledOut(others.sortedOutOfLine())) and \(source)"
}

/// `a`, `a and b`, `a, b and c`.
private func spelledOut(_ items: [String]) -> String {
    items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
}
