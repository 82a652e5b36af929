import CatalogWriter
import FileSystem
import Foundation
import InputText
import LegacyWriter
import PluginFacts
import TableInputs
import TableModel

/// What `convert` makes of its inputs.
enum ConversionTarget: String, CaseIterable {
    /// Legacy tables into String Catalogs.
    case catalog
    /// String Catalogs into `.strings` and `.stringsdict` files.
    case tables
}

/// `convert`: legacy tables into catalogs as Xcode's "Migrate to String Catalog" makes them, and
/// catalogs into tables. Every file is new: one that exists already is an error, and when any
/// input cannot be read or any file exists, nothing is written. With `--remove-tables`, the
/// tables of the catalogs written are removed once every catalog is written.
func convert(_ options: CommandOptions) -> ExitStatus {
    do throws(DiagnosticError) {
        let sourceLanguage = try makeConfiguration(options).generator.sourceLanguage
        let (inputs, found) = try TableDiscovery(sourceLanguage: sourceLanguage).tables(in: options.tables)
        var warnings = found
        var problems: [Diagnostic] = []
        var files: [AtomicFileWriter.File] = []
        var converted: [(input: TableInput, written: [String], keys: Int, languages: Int)] = []
        // Kept until the process ends, which leaves their memory to the system at once: freed
        // one by one, a table of 100,000 keys took a tenth of the conversion's time.
        var tablesRead: [StringTable] = []
        for input in inputs {
            let target: ConversionTarget = input.format == .legacy ? .catalog : .tables
            if let asked = options.conversionTarget, asked != target {
                let what = input.format == .legacy ? "a legacy table" : "a String Catalog"
                problems.append(Diagnostic(.error, "'\(input.name)' is \(what) already; '--to \(asked.rawValue)' converts \(asked == .catalog ? "legacy tables" : "catalogs")", path: input.path, at: nil))
                continue
            }
            let table: StringTable
            do {
                let read = try input.read()
                table = read.catalog
                tablesRead.append(table)
                warnings += read.warnings
            } catch {
                problems += error.diagnostics
                continue
            }
            let written: [AtomicFileWriter.File]
            switch target {
            case .catalog:
                let folder = options.conversionOutput ?? folderBesideLocalizationFolders(of: input)
                let (catalog, leftOut) = Migration.catalog(migrating: table, path: input.path)
                if let leftOut { warnings.append(leftOut) }
                written = [AtomicFileWriter.File(path: join(folder, input.name + ".xcstrings"), contents: CatalogEncoder().bytes(catalog), previous: nil)]
            case .tables:
                if options.removeTables {
                    problems.append(Diagnostic(.error, "'--remove-tables' removes the tables a catalog is made of; to remove a catalog, delete it", path: input.path, at: nil))
                    continue
                }
                let folder = options.conversionOutput ?? TableFileName.folder(of: input.path)
                let writer = LegacyTableWriter(languages: options.languages.isEmpty ? nil : Set(options.languages), states: options.states.isEmpty ? nil : Set(options.states))
                let (tables, unexpressible) = writer.files(for: table, name: input.name, folder: folder, path: input.path)
                warnings += unexpressible
                written = tables.map { AtomicFileWriter.File(path: $0.path, contents: $0.contents, previous: nil) }
            }
            for file in written where FileManager.default.fileExists(atPath: file.path) {
                problems.append(Diagnostic(.error, "the file exists already; 'convert' writes only new files (remove it, or write elsewhere with --output)", path: file.path, at: nil))
            }
            if let clash = written.first(where: { file in files.contains { $0.path == file.path } }) {
                problems.append(Diagnostic(.error, "two inputs convert to this file; convert them one at a time, or with --output", path: clash.path, at: nil))
            }
            files += written
            converted.append((input, written.map(\.path), table.entries.count - (target == .catalog ? table.entries.filter(\.isOnlyInTranslations).count : 0), table.languages.count))
        }
        guard problems.isEmpty else { throw DiagnosticError(diagnostics: warnings + problems) }
        warnings.forEach { printError($0.description) }
        for folder in Set(files.map { TableFileName.folder(of: $0.path) }).sorted() {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw DiagnosticError(Diagnostic(.error, "cannot create the folder: \(error.localizedDescription)", path: folder, at: nil))
            }
        }
        try AtomicFileWriter().write(files)
        for (input, written, keys, languages) in converted {
            let made = written.count == 1 ? written[0] : "\(written.count) files"
            let from = input.format == .legacy ? "\(input.legacyFiles.count) file\(input.legacyFiles.count == 1 ? "" : "s")" : input.path
            printError("wrote \(made) from \(from): \(keys) key\(keys == 1 ? "" : "s"), \(languages) language\(languages == 1 ? "" : "s")")
        }
        if options.removeTables {
            try removeTables(converted.map(\.input).filter { $0.format == .legacy })
        }
        withExtendedLifetime((tablesRead, files)) { endProcess(.success) }
    } catch {
        error.diagnostics.forEach { printError($0.description) }
        return .inputError
    }
}

/// The folder a legacy table's catalog goes into, as Xcode places it: the one that holds the
/// table's `.lproj` folders (the deepest folder that holds them all, when they are spread, as
/// `en.lproj` and `Plurals/en.lproj`), or a file's own folder when it is in no `.lproj` folder.
private func folderBesideLocalizationFolders(of input: TableInput) -> String {
    // A table's files come as named and as found beside them (relative and absolute): their
    // folders are compared as absolute paths.
    let workingFolder = FileManager.default.currentDirectoryPath
    let folders = Set(input.legacyFiles.map { file -> String in
        let folder = TableFileName.folder(of: URL(fileURLWithPath: file.path).standardizedFileURL.path)
        return folder.hasSuffix(".lproj") ? TableFileName.folder(of: folder) : folder
    })
    guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: false) else { return TableFileName.folder(of: input.path) }
    for folder in folders {
        common = Array(zip(common, folder.split(separator: "/", omittingEmptySubsequences: false)).prefix { $0 == $1 }.map(\.0))
    }
    let folder = common.count <= 1 ? "/" : common.joined(separator: "/")
    if folder == workingFolder { return "." }
    return folder.hasPrefix(workingFolder + "/") ? String(folder.dropFirst(workingFolder.count + 1)) : folder
}

/// Removes the files of `tables`, and each `.lproj` folder that is empty then.
private func removeTables(_ tables: [TableInput]) throws(DiagnosticError) {
    var folders: Set<String> = []
    for file in tables.flatMap(\.legacyFiles) {
        do {
            try FileManager.default.removeItem(atPath: file.path)
        } catch {
            throw DiagnosticError(Diagnostic(.error, "cannot remove the table after writing its catalog: \(error.localizedDescription)", path: file.path, at: nil))
        }
        folders.insert(TableFileName.folder(of: file.path))
    }
    // A folder the tables leave empty goes too: an `.lproj` folder, and one that held only
    // `.lproj` folders of the tables (`Plurals/`), up to where the catalog is.
    let kept = Set(tables.map(folderBesideLocalizationFolders))
    for folder in folders.sorted() where folder.hasSuffix(".lproj") {
        var current = folder
        while !kept.contains(current), (try? FileManager.default.contentsOfDirectory(atPath: current))?.isEmpty ?? false {
            try? FileManager.default.removeItem(atPath: current)
            current = TableFileName.folder(of: current)
        }
    }
    let count = tables.reduce(0) { $0 + $1.legacyFiles.count }
    printError("removed \(count) table file\(count == 1 ? "" : "s")")
}

private func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
}
