import Checking
import FileSystem
import Findings
import Foundation
import InputText
import JSON
import PluginFacts
import TableInputs
import TableModel
import XLIFF

/// `import`: the translations of XLIFF documents (bare, or in `.xcloc` bundles) written into the
/// catalogs their `<file>`s name under the project's folder, in Xcode's bytes. When any input or
/// catalog cannot be read, nothing is written; a catalog is written only when it changes.
func importLocalizations(_ options: CommandOptions) -> ExitStatus {
    do throws(DiagnosticError) {
        let root = try ExchangeRoot(options.exchangeRoot)
        var warnings: [Diagnostic] = []
        let (documents, bundleLanguages) = try xliffDocuments(in: options.tables, warnings: &warnings)
        let read = try collect(documents.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { path in
            Result { () throws(DiagnosticError) in (path, try XLIFFReader().files(try FileBytes.contents(ofFile: path), path: path)) }
        })
        var problems: [Diagnostic] = []
        var catalogs: [String: (catalog: ExchangeCatalog, bytes: [UInt8], changed: Bool)] = [:]
        var order: [String] = []
        // Catalogs by their standard path: two originals spelled differently are one catalog.
        var outcome = ImportOutcome()
        for (xliffPath, files) in read {
            for file in files {
                // A bundle is one language's: an XLIFF in it for another language is not what
                // the translator was sent, and would add that language to every key.
                if let (bundle, language) = bundleLanguages[xliffPath], LanguageCode.spelling(of: file.targetLanguage, among: [language]) == nil {
                    problems.append(Diagnostic(
                        .error, "the file's target-language '\(file.targetLanguage)' is not the language of its bundle, '\(language)' (\(bundle)/contents.json); nothing is imported", path: xliffPath, at: file.location))
                    continue
                }
                guard file.original.hasSuffix(".xcstrings") else {
                    warnings.append(Diagnostic(.warning, "'\(file.original)' is not a String Catalog; it is left for Xcode to import", path: xliffPath, at: file.location))
                    continue
                }
                guard let path = root.path(of: file.original) else {
                    problems.append(Diagnostic(
                        .error, "the file's original '\(file.original)' is not a path inside the project's folder '\(root.given)' (or a link on its way leads out of it); nothing is imported", path: xliffPath, at: file.location))
                    continue
                }
                do throws(DiagnosticError) {
                    if catalogs[path] == nil {
                        guard FileManager.default.fileExists(atPath: path) else {
                            warnings.append(Diagnostic(.warning, "no catalog '\(file.original)' in '\(root.given)'; its units are not imported (is --root the project's folder?)", path: xliffPath, at: file.location))
                            continue
                        }
                        let bytes = try FileBytes.contents(ofFile: path)
                        catalogs[path] = (try ExchangeCatalog(bytes: bytes, path: path, original: file.original), bytes, false)
                        order.append(path)
                    }
                    let imported = try catalogs[path]!.catalog.importing(file, from: xliffPath)
                    if imported.changed > 0 { catalogs[path]!.changed = true }
                    outcome.changed += imported.changed
                    outcome.unchanged += imported.unchanged
                    outcome.unfinished += imported.unfinished
                    warnings += imported.warnings
                } catch {
                    problems += error.diagnostics
                }
            }
        }
        // A document's every <file> with one wrong language says the same: it is said once, at
        // the first.
        var said: Set<String> = []
        problems = problems.filter { said.insert($0.path + "\u{0}" + $0.message).inserted }
        guard problems.isEmpty else { throw DiagnosticError(diagnostics: warnings + problems) }
        guard !catalogs.isEmpty else {
            throw DiagnosticError(diagnostics: warnings + [Diagnostic(.error, "no <file> of the input names a String Catalog in '\(root.given)'; give the project's folder with --root", path: documents[0], at: nil)])
        }
        warnings.forEach { printError($0.description) }
        // A catalog is written only when a value changed: an import that changes nothing leaves
        // even a catalog Xcode would lay out otherwise as it is.
        let changes = order.compactMap { path -> AtomicFileWriter.File? in
            let (catalog, bytes, changed) = catalogs[path]!
            guard changed else { return nil }
            let written = catalog.written()
            return written == bytes ? nil : AtomicFileWriter.File(path: path, contents: written, previous: bytes)
        }
        // What a translator's targets broke (a placeholder of another type, a plural without
        // 'other') is said now, as 'check' says it, not found at run time: the findings the
        // written catalogs have that they had not before.
        let before = Set(changes.flatMap { translationFindings(ofCatalogAt: $0.path).map(\.entry) })
        try AtomicFileWriter().write(changes)
        for change in changes {
            for finding in translationFindings(ofCatalogAt: change.path) where !before.contains(finding.entry) {
                printError(finding.diagnostic.description)
            }
        }
        let left = outcome.unfinished == 0 ? "" : "; \(outcome.unfinished) not finished (new, needs review) left out"
        printError("imported \(outcome.changed) translation\(outcome.changed == 1 ? "" : "s") into \(changes.count) of \(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s"); \(outcome.unchanged) already as the catalog has them\(left)")
        return .success
    } catch {
        error.diagnostics.forEach { printError($0.description) }
        return .inputError
    }
}

/// The XLIFF documents of `inputs`: `.xliff` files, those in `.xcloc` bundles' `Localized
/// Contents`, and those of the `.xliff` files and bundles in a folder that is no bundle; with
/// the bundle and its language (`targetLocale` of its `contents.json`) for each document in a
/// bundle that names one.
private func xliffDocuments(in inputs: [String], warnings: inout [Diagnostic]) throws(DiagnosticError) -> (documents: [String], bundleLanguages: [String: (bundle: String, language: String)]) {
    var documents: [String] = []
    var bundleLanguages: [String: (bundle: String, language: String)] = [:]
    var problems: [Diagnostic] = []
    // A folder that is no bundle stands for the .xliff files and .xcloc bundles in it (what
    // `export --output` writes, or a folder a translator sent back).
    var expanded: [String] = []
    for input in inputs {
        guard FileKind(atPath: input, followingLinks: true) == .directory, !TableFileName.hasExtension(input, "xcloc"),
              FileKind(atPath: input + "/Localized Contents", followingLinks: true) != .directory else {
            expanded.append(input)
            continue
        }
        let separator = input.hasSuffix("/") ? "" : "/"
        let held = (DirectoryListing.entries(of: input) ?? []).filter {
            !$0.name.hasPrefix(".") && ($0.isDirectory ? TableFileName.hasExtension($0.name, "xcloc") : $0.name.hasSuffix(".xliff"))
        }.map(\.name).sortedOutOfLine()
        guard !held.isEmpty else {
            problems.append(Diagnostic(
                .error, "the folder is not an .xcloc bundle (it has no 'Localized Contents/<language>.xliff') and holds no .xliff file or .xcloc bundle; 'import' takes .xliff files, .xcloc bundles and folders that hold them", path: input, at: nil))
            continue
        }
        expanded += held.map { input + separator + $0 }
    }
    for input in expanded {
        var isFolder: ObjCBool = false
        if let problem = missingInputProblem(input) {
            problems.append(Diagnostic(.error, problem, path: input, at: nil))
            continue
        }
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { continue }
        guard isFolder.boolValue else {
            if let kind = TableFileName.kind(of: input) {
                let what = kind == .catalog ? "a String Catalog" : "a legacy table"
                problems.append(Diagnostic(.error, "this is \(what), not XLIFF: 'import' takes the .xliff files and .xcloc folders that translators send back, and finds the catalogs they name (--root)", path: input, at: nil))
                continue
            }
            documents.append(input)
            continue
        }
        let localized = input + "/Localized Contents"
        let names = (DirectoryListing.entries(of: localized) ?? []).filter { !$0.isDirectory && $0.name.hasSuffix(".xliff") }.map(\.name).sortedOutOfLine()
        guard !names.isEmpty else {
            problems.append(Diagnostic(.error, "not an .xcloc bundle: it has no 'Localized Contents/<language>.xliff'", path: input, at: nil))
            continue
        }
        documents += names.map { localized + "/" + $0 }
        if let language = bundleLanguage(input, warnings: &warnings, problems: &problems) {
            for name in names { bundleLanguages[localized + "/" + name] = (input, language) }
        }
    }
    guard problems.isEmpty else { throw DiagnosticError(diagnostics: warnings + problems) }
    // A document named twice (a bundle and its XLIFF, or one path twice) is read once: read
    // again, it said each of its warnings twice.
    var seen: Set<String> = []
    return (documents.filter { seen.insert(standardizedPath($0)).inserted }, bundleLanguages)
}

/// The `targetLocale` the `contents.json` of the `.xcloc` bundle at `bundle` names. A bundle
/// without the file is read on its XLIFF's word, with a warning; a file that cannot be read, is
/// no JSON object, or names no language is a problem, since the check it stands for would
/// silently check nothing.
private func bundleLanguage(_ bundle: String, warnings: inout [Diagnostic], problems: inout [Diagnostic]) -> String? {
    let path = bundle + "/contents.json"
    guard FileKind(atPath: path, followingLinks: true) != .missing else {
        warnings.append(Diagnostic(.warning, "the bundle has no contents.json; its XLIFF's target-language is not checked against the bundle's language", path: bundle, at: nil))
        return nil
    }
    let root: JSONValue
    do {
        root = try JSONParser().parse(try FileBytes.contents(ofFile: path))
    } catch let error as JSONSyntaxError {
        problems.append(Diagnostic(.error, error.message, path: path, at: error.location))
        return nil
    } catch {
        problems.append(Diagnostic(.error, "cannot read the bundle's contents.json", path: path, at: nil))
        return nil
    }
    guard let locale = root.object?["targetLocale"], let language = locale.value.string, LanguageCode.isWellFormed(language) else {
        let location = root.object?["targetLocale"]?.value.location ?? root.location
        problems.append(Diagnostic(.error, "'targetLocale' must name the bundle's language as a string (de, pt-BR), as Xcode writes it", path: path, at: location))
        return nil
    }
    return language
}

/// The findings of `check`'s translation rules in the catalog at `path` as it is on disk, each
/// with the entry a baseline would hold for it (rule, file, key, language): a finding the import
/// only changed (a plural that lacks fewer categories than before) is not new. None when the
/// catalog cannot be read.
private func translationFindings(ofCatalogAt path: String) -> [(entry: Baseline.Entry, diagnostic: Diagnostic)] {
    guard let tables = try? ModuleTables.read([path], sourceLanguage: "en").tables else { return [] }
    return tables.flatMap { TranslationChecker().check($0).findings }.map { finding in
        (Baseline.Entry(rule: finding.kind.rawValue, file: path, key: finding.key, language: finding.language), finding.diagnostic)
    }
}
