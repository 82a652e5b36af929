import CatalogWriter
import FileSystem
import Foundation
import InputText
import KeyUsage
import LegacyWriter
import PluginFacts
import StringSymbols
import TableModel

/// `usage --prune`: the keys `usage` reports unused taken out of the module's tables, catalogs
/// in Xcode's bytes and legacy tables with every other byte as it was, in every language; as a
/// unified diff on standard output, or written with `--write`, all files or none. What it
/// removes, and the keys lookups of keys made at run time keep, are notes on standard error.
///
/// A key is removed only when `usage` reports it unused, as a new finding: never while a Swift
/// file cannot be read, never one a lookup could make at run time, never one whose finding the
/// baseline holds, never a key of `InfoPlist` or `AppShortcuts`, whose keys the system reads.
///
/// `defaultSources`: the run that read the sources, which says, when `--sources` was not given,
/// that code elsewhere was not read.
func prune(_ report: UsageReport, _ configuration: ToolConfiguration, _ options: CommandOptions, defaultSources: UsageRun? = nil) throws(DiagnosticError) -> ExitStatus {
    let unused = report.findings.filter { $0.rule == .unusedKey }
    var keysByTable: [String: Set<String>] = [:]
    for finding in unused {
        if let table = finding.table, let key = finding.key { keysByTable[table, default: []].insert(key) }
    }
    // Every language's files of the tables that lose keys.
    let (tables, _) = try Generator(configuration: configuration.generator).read(options.tables, summarizing: true)
    var files: [AtomicFileWriter.File] = []
    var catalogFiles: Set<String> = []
    var stale: Set<[String]> = []
    for table in tables {
        guard let keys = keysByTable[table.tableName], !table.keysAreUsedOutsideCode else { continue }
        for entry in table.catalog.entries where entry.extractionState == .stale && keys.contains(entry.key) { stale.insert([table.tableName, entry.key]) }
        for path in table.files {
            let bytes = try FileBytes.contents(ofFile: path)
            let pruned: [UInt8]
            if table.catalog.storage == .catalog {
                catalogFiles.insert(path)
                pruned = try CatalogFormatter().removing(keys, from: bytes, path: path)
            } else if TableFileName.kind(of: path) == .stringsdict {
                pruned = try LegacyTableEditor.stringsdict(bytes, removing: keys, path: path)
            } else {
                pruned = try LegacyTableEditor.strings(bytes, removing: keys, path: path)
            }
            if pruned != bytes { files.append(AtomicFileWriter.File(path: path, contents: pruned, previous: bytes)) }
        }
    }
    for finding in unused {
        let key = finding.key ?? ""
        let reason = stale.contains([finding.table ?? "", key])
            ? "stale: Xcode no longer finds it in the code, and no lookup or symbol uses it"
            : "unused: neither looked up nor named by its symbol"
        printError(Diagnostic(.note, "removes '\(key)' of '\(finding.table ?? "")' (\(reason))", path: finding.diagnostic.path, at: finding.diagnostic.location).description)
    }
    for held in report.held where held.rule == .unusedKey {
        printError(Diagnostic(.note, "keeps '\(held.key ?? "")' of '\(held.table ?? "")': the baseline holds its finding", path: held.diagnostic.path, at: held.diagnostic.location).description)
    }
    for kept in report.keptByDynamicLookups {
        printError(Diagnostic(.note, "keeps '\(kept.key)' of '\(kept.tableName)': the lookup \(kept.lookup) may make it", path: kept.path, at: kept.location).description)
    }
    // A lookup whose key is an expression may read any key: the user checks what it reads.
    if let first = report.keyExpressions.first, !unused.isEmpty {
        let count = report.keyExpressions.count
        let subject = count == 1 ? "a lookup takes its key from an expression" : "\(count) lookups take their key from an expression (the first here)"
        printError(Diagnostic(.warning, "\(subject), \(first.call), which the code alone does not resolve: the keys removed may include ones it reads; check them before --write", path: first.path, at: first.location).description)
    }
    if let assumed = defaultSources?.defaultSourcesDiagnostic(.warning, unusedKeys: unused.count, removed: true) {
        printError(assumed.description)
    }
    let keyCount = unused.count
    let fileCount = files.count
    let counted = "\(keyCount) key\(keyCount == 1 ? "" : "s") in \(fileCount) file\(fileCount == 1 ? "" : "s")"
    if options.write {
        try AtomicFileWriter().write(files)
        printError("removed \(counted); \(report.keptByDynamicLookups.count) kept for lookups of keys made at run time")
    } else {
        let folder = FileManager.default.currentDirectoryPath
        for file in files {
            let isCatalog = catalogFiles.contains(file.path)
            let original = isCatalog ? file.previous ?? [] : LegacyTableEditor.text(of: file.previous ?? [], path: file.path)
            let revised = isCatalog ? file.contents : LegacyTableEditor.text(of: file.contents, path: file.path)
            let rewrite = SourceRewrite(path: file.path, original: original, revised: revised)
            StandardStream.output.write(rewrite.diff(shownFrom: folder))
        }
        printError("\(counted) can be removed (--write removes them); \(report.keptByDynamicLookups.count) kept for lookups of keys made at run time")
    }
    return .success
}
