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
        // Module by module: an app's targets may each have an `InfoPlist` table, and each table
        // gives files of its own.
        var discovery = TableDiscovery(sourceLanguage: sourceLanguage)
        discovery.withoutSourceOutcome = .noCatalog
        discovery.leavesOutCatalogsFound = options.conversionTarget == .catalog
        let modules = try discovery.tablesByModule(in: options.tables)
        var inputs = modules.flatMap(\.tables)
        let found = modules.flatMap(\.warnings)
        if let target = options.conversionTarget {
            // '--to' converts what a folder holds of its kind; a file named of the other kind
            // is an error (below), one found in a folder is not this conversion's.
            let named = Set(options.tables)
            let kind: TableInput.Format = target == .catalog ? .legacy : .catalog
            let all = inputs
            inputs = inputs.filter { $0.format == kind || named.contains($0.path) || $0.legacyFiles.contains { named.contains($0.path) } }
            // Each folder named must hold something to convert, as if it were the only input.
            let (what, otherWhat, otherWay) = target == .catalog
                ? ("legacy tables", "String Catalogs", "tables") : ("String Catalogs", "legacy tables", "catalog")
            // A folder of translations alone (`de.lproj`, as a shell's `*.lproj` names it) holds
            // files of a table whose source is elsewhere.
            let empty = options.tables.filter { folder in
                guard FileKind(atPath: folder, followingLinks: true) == .directory else { return false }
                let prefix = standardizedPath(folder) + "/"
                return !inputs.contains { input in
                    standardizedPath(input.path).hasPrefix(prefix) || input.legacyFiles.contains { standardizedPath($0.path).hasPrefix(prefix) }
                }
            }
            if !empty.isEmpty {
                throw DiagnosticError(diagnostics: found + empty.map { folder in
                    // The catalogs a walk found were left out of `--to catalog`'s inputs.
                    let other = all.first { standardizedPath($0.path).hasPrefix(standardizedPath(folder) + "/") }?.name
                        ?? (target == .catalog ? (try? CatalogFiles.find(in: [folder]))?.first.map { TableFileName.baseName(of: $0) } : nil)
                    return Diagnostic(.error, "'--to \(target.rawValue)' converts \(what), and the folder holds only \(otherWhat)\(other.map { " ('\($0)')" } ?? ""), which '--to \(otherWay)' converts", path: folder, at: nil)
                })
            }
        } else if let catalog = inputs.first(where: { $0.format == .catalog }), let table = inputs.first(where: { $0.format == .legacy }) {
            // Without '--to', each input goes the other way: inputs of both kinds would each make
            // what the other is, the same names in both formats.
            throw DiagnosticError(diagnostics: found + [Diagnostic(.error, "the inputs hold String Catalogs (\(catalog.path)) and legacy tables (\(table.path)), which convert in opposite directions; say which to convert with '--to catalog' or '--to tables'", path: options.tables[0], at: nil)])
        }
        // One table after the other: each spreads its own work over the cores (a table on a
        // core of its own measured slower on Home Assistant's, whose largest table then reads
        // and encodes on one core).
        let settings = ConversionSettings(options, sourceLanguage: sourceLanguage)
        if settings.languages != nil || settings.states != nil, !inputs.isEmpty, !inputs.contains(where: { $0.format == .catalog }) {
            // Legacy tables convert whole: the options would be ignored, unseen.
            throw DiagnosticError(diagnostics: found + [Diagnostic(.error, ConversionSettings.languageAndStateOfTables, path: options.tables[0], at: nil)])
        }
        let conversions = inputs.map { settings.conversion(of: $0) }
        let warnings = found + conversions.flatMap(\.warnings)
        // A language of --language that no catalog has is why a catalog gives nothing to write:
        // said first, and without that consequence.
        let missingLanguages = settings.languagesNoCatalogHas(conversions)
        var problems = missingLanguages + conversions.flatMap { $0.problems + (missingLanguages.isEmpty ? $0.nothingToWrite.map { [$0] } ?? [] : []) }
        var files: [AtomicFileWriter.File] = []
        for conversion in conversions {
            for file in conversion.files where FileManager.default.fileExists(atPath: file.path) {
                problems.append(Diagnostic(.error, "the file exists already; 'convert' writes only new files (remove it, or write elsewhere with --output)", path: file.path, at: nil))
            }
            if let clash = conversion.files.first(where: { file in files.contains { $0.path == file.path } }) {
                let advice = settings.output == nil ? "; convert them one at a time, or with --output" : " of --output; convert them one at a time, or each into its own folder"
                problems.append(Diagnostic(.error, "two inputs convert to this file\(advice)", path: clash.path, at: nil))
            }
            files += conversion.files
        }
        let converted = conversions.filter { $0.problems.isEmpty }
        // A table that gave no catalog keeps its files.
        let removable = options.removeTables ? converted.filter { !$0.files.isEmpty }.map(\.input).filter { $0.format == .legacy } : []
        problems += removalProblems(removable)
        if let output = settings.output {
            problems += linksOutside(output, writing: files.map(\.path), command: "convert", option: "--output")
        }
        guard problems.isEmpty else { throw DiagnosticError(diagnostics: warnings + problems) }
        warnings.forEach { printError($0.description) }
        guard !files.isEmpty else {
            throw DiagnosticError(diagnostics: [Diagnostic(.error, "no table of the inputs gives anything to write (the warnings above say why)", path: options.tables[0], at: nil)])
        }
        try write(files, creatingFolders: Set(files.map { TableFileName.folder(of: $0.path) }))
        for conversion in converted where !conversion.files.isEmpty {
            let written = conversion.files.map(\.path)
            let input = conversion.input
            let made = written.count == 1 ? written[0] : "\(written.count) files"
            let from = input.format == .legacy ? "\(input.legacyFiles.count) file\(input.legacyFiles.count == 1 ? "" : "s")" : input.path
            printError("wrote \(made) from \(from): \(conversion.keys) key\(conversion.keys == 1 ? "" : "s"), \(conversion.languages) language\(conversion.languages == 1 ? "" : "s")")
        }
        if options.removeTables {
            try removeTables(removable)
        }
        // The process ends here, which leaves the tables' memory to the system at once: freed
        // one by one, a table of 100,000 keys took a tenth of the conversion's time.
        withExtendedLifetime(conversions) { endProcess(.success) }
    } catch {
        error.diagnostics.forEach { printError($0.description) }
        return .inputError
    }
}

/// What `convert` was asked for, as each table's conversion needs it.
struct ConversionSettings: Sendable {
    /// What `--language` or `--state` for legacy tables is, on the command line (`--to catalog`)
    /// or by the inputs alike.
    static let languageAndStateOfTables = "'--language' and '--state' choose what String Catalogs give to tables; legacy tables convert into catalogs whole"
    /// What `--remove-tables` for String Catalogs is, on the command line (`--to tables`) or by
    /// the inputs alike.
    static let removeTablesOfCatalogs = "'--remove-tables' removes the tables a catalog is made of; to remove a catalog, delete it"

    var target: ConversionTarget?
    var output: String?
    var languages: Set<String>?
    var states: Set<String>?
    var removeTables: Bool
    /// The language of legacy tables' keys (`--source-language`).
    var sourceLanguage: String

    init(_ options: CommandOptions, sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
        target = options.conversionTarget
        output = options.conversionOutput
        languages = options.languages.isEmpty ? nil : Set(options.languages)
        states = options.states.isEmpty ? nil : Set(options.states)
        removeTables = options.removeTables
    }

    /// One table converted: the files it becomes, or the problems that stop it.
    struct Conversion: Sendable {
        var input: TableInput
        var table: StringTable?
        var files: [AtomicFileWriter.File] = []
        var warnings: [Diagnostic] = []
        var problems: [Diagnostic] = []
        /// The error for a catalog none of whose texts can be written as asked.
        var nothingToWrite: Diagnostic?
        var keys = 0
        var languages = 0
    }

    /// An error for each language of `--language` that none of the catalogs converted into
    /// tables has: a misspelt code (`pt_BR` for `pt-BR`) would otherwise write nothing, unseen.
    func languagesNoCatalogHas(_ conversions: [Conversion]) -> [Diagnostic] {
        let catalogs = conversions.filter { $0.input.format == .catalog }
        let tables = catalogs.compactMap(\.table)
        // A catalog that could not be read is an error already, and its languages are unknown.
        guard let languages, let first = catalogs.first, tables.count == catalogs.count else { return [] }
        let present = Set(tables.flatMap { $0.languages + [$0.sourceLanguage] })
        let listed = present.sortedOutOfLine().joined(separator: ", ")
        // Spelt otherwise (`DE`, `pt_BR`), a language is the catalog's all the same, as `export` takes it.
        let absent = languages.filter { asked in !present.contains { LanguageCode.isSameLanguage($0, asked) } }
        return absent.sortedOutOfLine().map { language in
            let subject = tables.count == 1 ? "the catalog has" : "none of the \(tables.count) catalogs has"
            return Diagnostic(.error, "\(subject) no language '\(language)' (\(listed.isEmpty ? "none" : listed)); '--language' takes the codes the catalogs use", path: first.input.path, at: nil)
        }
    }

    func conversion(of input: TableInput) -> Conversion {
        var conversion = Conversion(input: input)
        let target: ConversionTarget = input.format == .legacy ? .catalog : .tables
        // A path that names nothing is taken for a catalog; reading it says it is missing.
        if let asked = self.target, asked != target, FileManager.default.fileExists(atPath: input.path) {
            let what = input.format == .legacy ? "a legacy table" : "a String Catalog"
            conversion.problems.append(Diagnostic(.error, "'\(input.name)' is \(what) already; '--to \(asked.rawValue)' converts \(asked == .catalog ? "legacy tables" : "catalogs")", path: input.path, at: nil))
            return conversion
        }
        if target == .tables && removeTables {
            conversion.problems.append(Diagnostic(.error, ConversionSettings.removeTablesOfCatalogs, path: input.path, at: nil))
            return conversion
        }
        let table: StringTable
        do {
            let read = try input.read()
            table = read.catalog
            conversion.warnings = read.warnings
        } catch {
            conversion.problems = error.diagnostics
            return conversion
        }
        conversion.table = table
        conversion.languages = table.languages.count
        switch target {
        case .catalog:
            guard input.legacyFiles.contains(where: \.isSource) else {
                // Only translations: a catalog of it would hold nothing, and stand in the way of
                // the table (an Interface Builder table's catalog comes with its storyboard or XIB).
                // The discovery's one warning about such tables says so; what reading it found
                // goes with it.
                conversion.warnings = []
                return conversion
            }
            let folder = output ?? folderBesideLocalizationFolders(of: input)
            let (catalog, leftOut) = Migration.catalog(migrating: table, path: input.path)
            if let leftOut { conversion.warnings.append(leftOut) }
            if removeTables, !conversion.warnings.isEmpty || !input.unreadFiles.isEmpty {
                // Removing the tables would lose what the warnings say the catalog does not hold
                // (keys only translations have, entries that cannot be read, a Base.lproj file
                // not read), or leave a table of the catalog's name beside it.
                let count = conversion.warnings.count + input.unreadFiles.count
                conversion.problems.append(Diagnostic(.error, "'--remove-tables' removes a table only when its catalog holds all of it, and the \(count == 1 ? "warning" : "\(count) warnings") about '\(input.name)' above say\(count == 1 ? "s" : "") what it would lose; nothing is written or removed: convert without '--remove-tables', then remove the tables once nothing they hold is needed", path: input.path, at: nil))
            }
            conversion.keys = catalog.entries.count
            conversion.files = [AtomicFileWriter.File(path: TableFileName.path(input.name + ".xcstrings", inFolder: folder), contents: CatalogEncoder().bytes(catalog), previous: nil)]
        case .tables:
            conversion.problems += languageFolderProblems(table, path: input.path)
            guard conversion.problems.isEmpty else { return conversion }
            guard !table.entries.isEmpty else {
                conversion.warnings = [Diagnostic(.warning, "the catalog has no keys, so it gives no table", path: input.path, at: nil)]
                return conversion
            }
            let folder = output ?? TableFileName.folder(of: input.path)
            let spellings = table.languages + [table.sourceLanguage]
            let chosen = languages.map { Set($0.map { LanguageCode.spelling(of: $0, among: spellings) ?? $0 }) }
            let (tables, unexpressible, keys) = LegacyTableWriter(languages: chosen, states: states).files(for: table, name: input.name, folder: folder, path: input.path)
            conversion.warnings += unexpressible
            if !tables.isEmpty, table.sourceLanguage.lowercased() != sourceLanguage.lowercased() {
                // Tables do not say which language their keys are in; converting back needs it.
                conversion.warnings.append(Diagnostic(.note, "the catalog's source language is '\(table.sourceLanguage)': convert the tables back with '--source-language \(table.sourceLanguage)'", path: input.path, at: nil))
            }
            conversion.keys = keys
            conversion.languages = Set(tables.map { TableFileName.folder(of: $0.path) }).count
            conversion.files = tables.map { AtomicFileWriter.File(path: $0.path, contents: $0.contents, previous: nil) }
            if tables.isEmpty && !table.entries.isEmpty {
                // Writing nothing and succeeding would pass for a conversion.
                conversion.nothingToWrite = Diagnostic(.error, "no text of the catalog can be a table's (the warnings above say why\(languages == nil && states == nil ? "" : ", or --language and --state leave none")), so there is nothing to write", path: input.path, at: nil)
            }
        }
        return conversion
    }
}

/// An error for each language of `table` (read from `path`) that cannot name a table's
/// `<language>.lproj` folder: one not spelled as a language (`../x` would write outside the
/// output folder), and a second spelling of a language (`DE` beside `de`), whose folder is the
/// first one's wherever names are compared without case, as on Apple's file systems.
private func languageFolderProblems(_ table: StringTable, path: String) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    var spellings = [table.sourceLanguage]
    if !LanguageCode.isWellFormed(table.sourceLanguage) {
        spellings = []
        problems.append(Diagnostic(.error, "the source language '\(table.sourceLanguage)' is not spelled as a language (de, pt-BR, zh-Hans), so it names no .lproj folder (nothing is written)", path: path, at: nil))
    }
    var reported: Set<String> = []
    for entry in table.entries {
        for localization in entry.localizations where !reported.contains(localization.language) {
            let language = localization.language
            if !LanguageCode.isWellFormed(language) {
                problems.append(Diagnostic(.error, "the language '\(language)' is not spelled as a language (de, pt-BR, zh-Hans), so it names no .lproj folder (nothing is written)", path: path, at: localization.location))
                reported.insert(language)
            } else if let other = LanguageCode.spelling(of: language, among: spellings), other != language {
                problems.append(Diagnostic(.error, "the languages '\(other)' and '\(language)' are one language to Foundation, which would read either one's .lproj folder; keep one spelling (nothing is written)", path: path, at: localization.location))
                reported.insert(language)
            } else if !spellings.contains(language) {
                spellings.append(language)
            }
        }
    }
    return problems
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

/// Why a file of `tables` could not be removed once its catalog is written, found before
/// anything is: a read-only file, refused as every rewrite refuses one (a version control
/// system's lock), and a folder that cannot be written, which would keep it beside its catalog.
private func removalProblems(_ tables: [TableInput]) -> [Diagnostic] {
    tables.flatMap(\.legacyFiles).compactMap { file in
        if AtomicFileWriter.isReadOnly(file.path) {
            return Diagnostic(.error, "the file is read-only; make it writable (or check it out) for '--remove-tables' to remove it; nothing is written or removed", path: file.path, at: nil)
        }
        let folder = TableFileName.folder(of: file.path)
        guard access(folder.isEmpty ? "." : folder, W_OK) == 0 else {
            return Diagnostic(.error, "the folder cannot be written, so '--remove-tables' cannot remove this file of the table; nothing is written or removed", path: file.path, at: nil)
        }
        return nil
    }
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
    for folder in folders.sortedOutOfLine() where folder.hasSuffix(".lproj") {
        var current = folder
        while !kept.contains(current), (try? FileManager.default.contentsOfDirectory(atPath: current))?.isEmpty ?? false {
            try? FileManager.default.removeItem(atPath: current)
            current = TableFileName.folder(of: current)
        }
    }
    let count = tables.reduce(0) { $0 + $1.legacyFiles.count }
    printError("removed \(count) table file\(count == 1 ? "" : "s")")
}

