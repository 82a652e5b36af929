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
    do throws(DiagnosticError) {
        let root = ExchangeRoot(options.exchangeRoot)
        let paths = try CatalogFiles.find(in: options.tables)
        let outcomes = paths.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { path in
            Result { () throws(DiagnosticError) -> ExchangeCatalog in
                let original = try root.original(of: path)
                let bytes: [UInt8]
                do throws(FileBytes.Failure) {
                    bytes = try FileBytes.readArray(atPath: path)
                } catch {
                    throw DiagnosticError(Diagnostic(.error, "cannot read the file: \(error.reason)", path: path, at: nil))
                }
                return try ExchangeCatalog(bytes: bytes, path: path, original: original, languages: Set(options.languages))
            }
        }
        let catalogs = try collect(outcomes).sorted { ExchangeRoot.precedesInXcodesOrder($0.original, $1.original) }
        if let clash = zip(catalogs, catalogs.dropFirst()).first(where: { $0.original == $1.original }) {
            throw DiagnosticError(Diagnostic(.error, "this catalog and \(clash.1.path) are the same file", path: clash.0.path, at: nil))
        }
        let developmentRegion = catalogs[0].sourceLanguage
        let languages = options.languages.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
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
        try createFolders(folders)
        try AtomicFileWriter().write(files)
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

/// The values of `outcomes`, or every diagnostic of those that failed.
func collect<Value>(_ outcomes: [Result<Value, DiagnosticError>]) throws(DiagnosticError) -> [Value] {
    let problems = outcomes.flatMap { outcome -> [Diagnostic] in
        if case .failure(let error) = outcome { return error.diagnostics }
        return []
    }
    guard problems.isEmpty else { throw DiagnosticError(diagnostics: problems) }
    return outcomes.compactMap { try? $0.get() }
}

/// Creates `folders` and the folders they are in.
func createFolders(_ folders: Set<String>) throws(DiagnosticError) {
    for folder in folders.sorted() {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticError(Diagnostic(.error, "cannot create the folder: \(error.localizedDescription)", path: folder, at: nil))
        }
    }
}

/// The project's folder, which XLIFF's `original` paths are relative to.
struct ExchangeRoot {
    /// The folder, as given (for messages).
    var given: String
    /// The folder's absolute, standard path.
    var absolute: String

    init(_ given: String?) {
        self.given = given ?? "."
        absolute = TableDiscovery.standardized(given ?? ".")
    }

    /// `path` relative to the root, with `/` between folders.
    ///
    /// - Throws: A path outside the root, which XLIFF could not name.
    func original(of path: String) throws(DiagnosticError) -> String {
        let file = TableDiscovery.standardized(path)
        let prefix = absolute == "/" ? "/" : absolute + "/"
        guard file.hasPrefix(prefix) else {
            throw DiagnosticError(Diagnostic(.error, "the catalog is outside the project's folder '\(given)'; name the folder that holds it with --root", path: path, at: nil))
        }
        return String(file.dropFirst(prefix.count))
    }

    /// `original` (a path under the root, as XLIFF names it) as a path to read and write; `nil`
    /// for one that leaves the root (`../`, or a link's way out is not looked at: `..` only), which
    /// an XLIFF from outside the team could name to have another file rewritten.
    func path(of original: String) -> String? {
        guard !original.hasPrefix("/") else { return nil }
        let path = TableDiscovery.standardized(original, in: absolute)
        let prefix = absolute == "/" ? "/" : absolute + "/"
        return path.hasPrefix(prefix) ? path : nil
    }

    /// Xcode's order of `<file>`s: by path without regard to case, then by bytes.
    static func precedesInXcodesOrder(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (lhs.lowercased(), rhs.lowercased())
        if left != right { return left.utf8.lexicographicallyPrecedes(right.utf8) }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
