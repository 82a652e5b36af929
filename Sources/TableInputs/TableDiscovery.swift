import FileSystem
import Foundation
import InputText
import LegacyReader
import PluginFacts

/// Finds a module's tables among the inputs a user names: String Catalogs, `.strings` and
/// `.stringsdict` files, `.lproj` folders, and folders that hold any of them.
///
/// A legacy table is one name across all the `.lproj` folders found, as in an app's bundle:
/// `en.lproj/Localizable.strings`, `de.lproj/Localizable.strings` and
/// `Plurals/en.lproj/Localizable.stringsdict` are one table. A table with a storyboard or XIB of
/// its name beside it is Interface Builder's, keyed by object IDs, and is left out, as Xcode
/// leaves it out of symbols, unless one of its files is named as an input.
public struct TableDiscovery: Sendable {
    /// The language of the keys and source texts of legacy tables, such as `en`.
    public var sourceLanguage: String
    /// What the one warning about legacy tables without a source-language file says becomes of
    /// them: for the command that reads them, their keys get no symbol; `convert` leaves them be.
    package var withoutSourceOutcome = WithoutSourceOutcome.noSymbols
    /// Whether the catalogs a folder's walk finds are left out, those named as inputs kept: for
    /// `convert --to catalog`, which makes catalogs of the legacy tables beside them, and whose
    /// tables may share a name with them.
    package var leavesOutCatalogsFound = false

    /// What becomes of a legacy table without a source-language file.
    package enum WithoutSourceOutcome: Sendable {
        /// Its keys get no symbol (`generate`, `check`, `usage`; `check` reports them).
        case noSymbols
        /// It gives no catalog, and its files stay as they are (`convert`).
        case noCatalog
    }

    /// Creates a discovery for legacy tables whose source language is `sourceLanguage`.
    public init(sourceLanguage: String = "en") {
        self.sourceLanguage = sourceLanguage.replacingOccurrences(of: "_", with: "-")
    }

    /// The tables of `paths`, catalogs and legacy tables in the order their first file is met,
    /// and one warning naming the legacy tables without a source-language file, and what becomes
    /// of them (``withoutSourceOutcome``).
    ///
    /// - Throws: Every input that is no table, holds none, or clashes with another, at once.
    public func tables(in paths: [String]) throws(DiagnosticError) -> (tables: [TableInput], warnings: [Diagnostic]) {
        var (found, diagnostics) = collect(paths)
        return try tables(of: found, diagnostics: &diagnostics)
    }

    /// The tables of `paths` module by module, for a command that reads or writes each table on
    /// its own (`check`, `convert`): every file found is in the module of the package target it
    /// is in (``InputFolders/moduleFolder(of:)``); in the order of the targets' folders, then the
    /// files in no target. Those, an app's targets and extensions in an Xcode project, are one
    /// module unless their tables clash: the files of each bundle folder (the one that holds the
    /// `.lproj` folders, or the catalogs) join the first module of them whose tables they do not
    /// clash with, so that `App/en.lproj/InfoPlist.strings` and `Widget/en.lproj/InfoPlist.strings`
    /// are two modules' tables while `Plurals/en.lproj/Localizable.stringsdict` stays one table
    /// with `Resources/en.lproj/Localizable.strings`. Names need differ only within a module.
    ///
    /// - Throws: What ``tables(in:)`` throws, every module's at once.
    public func tablesByModule(in paths: [String]) throws(DiagnosticError) -> [(tables: [TableInput], warnings: [Diagnostic])] {
        var (found, collected) = collect(paths)
        guard !collected.containsErrors else { throw DiagnosticError(diagnostics: collected) }
        if leavesOutCatalogsFound {
            let named = Set(paths.map(found.key))
            found.catalogs = found.catalogs.filter { named.contains(found.key($0)) }
        }
        var modules: [String: FoundFiles] = [:]
        // The files of a folder are in one module: it is looked for once per folder. Files in no
        // target are grouped by bundle folder first, under keys marked as such, and come last.
        let outsideTargets = "\u{1}"
        var moduleOfFolder: [String: String] = [:]
        func module(of path: String) -> String {
            let folder = TableFileName.folder(of: path)
            let key = moduleOfFolder[folder] ?? InputFolders.moduleFolder(of: folder) ?? outsideTargets + Self.bundleFolder(of: path)
            moduleOfFolder[folder] = key
            if modules[key] == nil {
                var part = FoundFiles(workingFolder: found.workingFolder)
                part.listings = found.listings
                modules[key] = part
            }
            return key
        }
        for catalog in found.catalogs { modules[module(of: catalog)]!.add(catalog: catalog) }
        for file in found.legacy { modules[module(of: file.path)]!.add(legacy: file.path, isNamed: file.isNamed) }
        for catalog in found.interfaceBuilderCatalogs { modules[module(of: catalog)]!.interfaceBuilderCatalogs.append(catalog) }
        var grouped: [FoundFiles] = []
        var outside: [(files: FoundFiles, claims: TableClaims)] = []
        for key in modules.keys.sortedOutOfLine() {
            guard key.hasPrefix(outsideTargets) else {
                grouped.append(modules[key]!)
                continue
            }
            let files = modules[key]!
            let claims = TableClaims(files, discovery: self)
            if let index = outside.firstIndex(where: { !$0.claims.clashes(with: claims) }) {
                outside[index].files.add(files)
                outside[index].claims.add(claims)
            } else {
                outside.append((files, claims))
            }
        }
        grouped += outside.map(\.files)
        var result: [(tables: [TableInput], warnings: [Diagnostic])] = []
        var errors: [Diagnostic] = []
        for (index, files) in grouped.enumerated() {
            // The collection's own warnings go with the first module.
            var diagnostics = index == 0 ? collected : []
            do {
                result.append(try tables(of: files, diagnostics: &diagnostics))
            } catch {
                errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { throw DiagnosticError(diagnostics: errors) }
        return result
    }

    /// The files `paths` name and hold, and the problems of the inputs themselves.
    private func collect(_ paths: [String]) -> (FoundFiles, [Diagnostic]) {
        var found = FoundFiles(workingFolder: FileManager.default.currentDirectoryPath)
        var diagnostics: [Diagnostic] = []
        for path in paths {
            collect(path, into: &found, diagnostics: &diagnostics)
        }
        return (found, diagnostics)
    }

    /// The tables of the files `found`, after `diagnostics` about them.
    private func tables(of found: FoundFiles, diagnostics: inout [Diagnostic]) throws(DiagnosticError) -> (tables: [TableInput], warnings: [Diagnostic]) {
        var tables: [TableInput] = []
        var withoutSource: [TableInput] = []
        var catalogNames: [String: String] = [:]
        var catalogKeys: [String: String] = [:]
        for catalog in found.catalogs {
            let table = TableInput.catalog(at: catalog)
            if let first = catalogNames.updateValue(catalog, forKey: table.name) {
                diagnostics.append(Diagnostic(.error, "the catalogs \(first) and \(catalog) both define the table '\(table.name)'; tables of one module need distinct names", path: catalog, at: nil))
            }
            catalogKeys[TableFileName.tableKey(table.name)] = catalogKeys[TableFileName.tableKey(table.name)] ?? catalog
            tables.append(table)
        }
        var listings = found.listings
        for files in found.legacyTables() {
            let (discovered, notes) = legacyTable(files)
            let name = discovered.name
            // Interface Builder's tables, keyed by object IDs, belong to their storyboard or XIB:
            // passed over unless named.
            let isInterfaceBuilderTable = Set(files.map { TableFileName.baseName(of: $0.path) }).contains {
                Self.hasInterfaceBuilderFile(named: $0, besides: files.map(\.path), listings: &listings)
            }
            if isInterfaceBuilderTable && !files.contains(where: \.isNamed) { continue }
            if let catalog = catalogKeys[TableFileName.tableKey(name)] {
                let source = discovered.legacyFiles.first(where: \.isSource)?.path ?? files[0].path
                diagnostics.append(Diagnostic(.error, "the legacy table '\(name)' has the name of the catalog \(catalog); a module's tables need distinct names, so migrate the table or rename one", path: source, at: nil))
                continue
            }
            var (table, clash) = Self.withoutRepeatedFiles(discovered)
            table.isInterfaceBuilderTable = isInterfaceBuilderTable
            if let clash {
                diagnostics.append(clash)
                continue
            }
            diagnostics += notes
            if !table.legacyFiles.contains(where: \.isSource) { withoutSource.append(table) }
            tables.append(table)
        }
        guard !diagnostics.containsErrors else { throw DiagnosticError(diagnostics: diagnostics) }
        // A catalog named as an input itself is read, wherever it is.
        let passedOver = found.interfaceBuilderCatalogs.filter { !found.catalogKeys.contains(found.key($0)) }
        if let note = Self.interfaceBuilderNote(passedOver) { diagnostics.append(note) }
        if let first = withoutSource.first {
            let names = withoutSource.prefix(3).map { "'\($0.name)'" }.joined(separator: ", ") + (withoutSource.count > 3 ? ", …" : "")
            let one = withoutSource.count == 1
            let subject = one ? "the table \(names) has" : "\(withoutSource.count) tables have"
            let folders = Set(withoutSource.flatMap { $0.legacyFiles.compactMap { Self.localizationFolder(of: $0.path).map(Self.folderName) } }).sortedOutOfLine()
            let outcome: String
            let interfaceBuilder: String
            switch withoutSourceOutcome {
            case .noSymbols:
                outcome = one ? "its keys have no symbol" : "their keys have no symbol"
                interfaceBuilder = "an Interface Builder table whose storyboard is elsewhere"
            case .noCatalog:
                outcome = one ? "it gives no catalog and its files stay as they are" : "they give no catalog and their files stay as they are"
                interfaceBuilder = "an Interface Builder table whose storyboard is elsewhere, migrated with its storyboard or XIB"
            }
            diagnostics.append(Diagnostic(
                .warning,
                "\(subject) no source-language file, so \(outcome): \(one ? "it is" : "\(names) are") only in \(folders.map { "\($0).lproj" }.joined(separator: ", ")), none of which is \(sourceLanguage).lproj or Base.lproj (\(interfaceBuilder), or another source language: --source-language, \"sourceLanguage\")",
                path: first.path, at: nil))
        }
        return (tables, diagnostics)
    }

    /// The files found so far.
    private struct FoundFiles {
        /// The folder relative paths are relative to.
        let workingFolder: String
        var catalogs: [String] = []
        /// Legacy files in the order found; `isNamed` for a file given as an input itself.
        var legacy: [(path: String, folder: String?, isNamed: Bool)] = []
        /// The catalogs' standardized paths.
        var catalogKeys: Set<String> = []
        /// Where each legacy file, by its standardized path, is in `legacy`.
        var legacyIndex: [String: Int] = [:]
        /// What the walk saw of the folders it listed, for the Interface Builder check.
        var listings = FolderListings()
        /// The catalogs the walk passed over in `.lproj` folders: Interface Builder's.
        var interfaceBuilderCatalogs: [String] = []

        /// Adds the files `other` found after these.
        mutating func add(_ other: FoundFiles) {
            for catalog in other.catalogs { add(catalog: catalog) }
            for file in other.legacy { add(legacy: file.path, isNamed: file.isNamed) }
            interfaceBuilderCatalogs += other.interfaceBuilderCatalogs
        }

        mutating func add(catalog path: String) {
            if catalogKeys.insert(key(path)).inserted { catalogs.append(path) }
        }

        mutating func add(legacy path: String, isNamed: Bool) {
            let key = key(path)
            if let index = legacyIndex[key] {
                if isNamed { legacy[index].isNamed = true }
                return
            }
            legacyIndex[key] = legacy.count
            legacy.append((path, TableDiscovery.localizationFolder(of: path, in: workingFolder), isNamed))
        }

        /// The legacy files grouped by table, names that differ only in case together
        /// (``TableFileName/tableKey(_:)``), in the order each table was first met.
        func legacyTables() -> [[(path: String, folder: String?, isNamed: Bool)]] {
            var order: [String] = []
            var groups: [String: [(path: String, folder: String?, isNamed: Bool)]] = [:]
            for file in legacy {
                let key = TableFileName.tableKey(TableFileName.baseName(of: file.path))
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(file)
            }
            return order.map { groups[$0]! }
        }

        func key(_ path: String) -> String {
            standardizedPath(path, in: workingFolder)
        }
    }

    /// What a bundle folder's files make of each table name, to tell whether two folders' files
    /// can be one module's: a catalog takes its name, a legacy file its name in its language and
    /// kind (a bundle has one `en` `InfoPlist.strings`, but may take its `.stringsdict` from
    /// another folder). Two folders share a legacy table only when each has source-language files
    /// of it: a folder of translations alone (`Extension/fr.lproj`) is as likely another
    /// target's, and joined to this one its texts would be checked against, and converted with,
    /// another table's source.
    private struct TableClaims {
        var catalogs: Set<String> = []
        var legacyTables: Set<String> = []
        var legacyFiles: Set<String> = []
        /// The legacy tables of which the folder has source-language (or `Base.lproj`) files.
        var legacyTablesWithSource: Set<String> = []

        init(_ files: FoundFiles, discovery: TableDiscovery) {
            for catalog in files.catalogs { catalogs.insert(TableFileName.tableKey(TableFileName.baseName(of: catalog))) }
            for file in files.legacy {
                let table = TableFileName.tableKey(TableFileName.baseName(of: file.path))
                legacyTables.insert(table)
                let language = file.folder.map(discovery.folderLanguage) ?? ""
                legacyFiles.insert(table + "\u{0}" + language + (TableFileName.kind(of: file.path) == .stringsdict ? "\u{0}dict" : ""))
                if file.folder.map(discovery.mayHoldSource) == true {
                    legacyTablesWithSource.insert(table)
                }
            }
        }

        func clashes(with other: TableClaims) -> Bool {
            let shared = legacyTables.intersection(other.legacyTables)
            return !catalogs.isDisjoint(with: other.catalogs) || !catalogs.isDisjoint(with: other.legacyTables)
                || !legacyTables.isDisjoint(with: other.catalogs) || !legacyFiles.isDisjoint(with: other.legacyFiles)
                || !shared.isSubset(of: legacyTablesWithSource.intersection(other.legacyTablesWithSource))
        }

        mutating func add(_ other: TableClaims) {
            catalogs.formUnion(other.catalogs)
            legacyTables.formUnion(other.legacyTables)
            legacyFiles.formUnion(other.legacyFiles)
            legacyTablesWithSource.formUnion(other.legacyTablesWithSource)
        }
    }

    private func collect(_ path: String, into found: inout FoundFiles, diagnostics: inout [Diagnostic]) {
        var isDirectory: ObjCBool = false
        // A file that cannot be read is the reader's to report, with the system's reason.
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            switch TableFileName.kind(of: path) {
            case .catalog?: found.add(catalog: path)
            case .strings?, .stringsdict?:
                found.add(legacy: path, isNamed: true)
                addTranslations(ofNamed: [path], into: &found)
            case nil:
                // A file of another name given explicitly is read as a catalog, as before legacy
                // tables were read (`/dev/stdin`, a catalog under another name).
                found.add(catalog: path)
            }
            return
        }
        // Each file is read once, whichever inputs reach it (a folder and one inside it, as a
        // shell glob gives them): a folder is empty only when it reaches no table file at all.
        var visits = FolderVisits()
        let passedOver = found.interfaceBuilderCatalogs.count
        let legacyBefore = found.legacy.count
        defer {
            // An `.lproj` folder named that holds a table's source (its language's, or Base's where
            // no folder of that language beside it has the table) is that table with its
            // translations, beside it, as its file named is. Another language's folder stays
            // itself alone: naming it does not make it the source, as naming its file does.
            let folder = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            if Self.isLocalizationFolder(folder), mayHoldSource(folder) {
                addTranslations(ofNamed: found.legacy[legacyBefore...].map(\.path), into: &found, unlessTheSourceLanguageHasThem: Self.folderName(folder) == "Base")
            }
        }
        if walk(folder: path, into: &found, visits: &visits) == 0 {
            if let catalog = found.interfaceBuilderCatalogs.dropFirst(passedOver).first {
                diagnostics.append(Diagnostic(.error, "the folder holds String Catalogs only in .lproj folders (\(Self.shortName(catalog))), which are Interface Builder tables and have no symbols, as in Xcode; name such a catalog as an input to read it", path: path, at: nil))
            } else {
                diagnostics.append(Diagnostic(.error, "the folder holds no String Catalog (.xcstrings) and no .lproj folder with .strings or .stringsdict files", path: path, at: nil))
            }
        }
    }

    /// The files of the tables of `paths`, files named as inputs (or found in an `.lproj` folder
    /// named), in the `.lproj` folders beside their own: their translations (and, in their own
    /// folder, their other source files). Each folder is listed once, however many tables it has.
    /// With `unlessTheSourceLanguageHasThem` (for `Base.lproj` named), a table that a folder of
    /// the source language beside it has gets none: that folder would be its source.
    private func addTranslations(ofNamed paths: [String], into found: inout FoundFiles, unlessTheSourceLanguageHasThem: Bool = false) {
        // The tables by the folder that holds their `.lproj` folders, spelt as the named files
        // are (relative when they are), as diagnostics name the files.
        var keysByParent: [String: Set<String>] = [:]
        var parents: [String] = []
        for path in paths {
            guard let standardized = Self.localizationFolder(of: path) else { continue }
            let spelt = TableFileName.folder(of: path)
            let folder = TableFileName.isLocalizationFolder(TableFileName.fileName(of: spelt)) ? spelt : standardized
            let parent = TableFileName.folder(of: folder)
            if keysByParent[parent] == nil { parents.append(parent) }
            keysByParent[parent, default: []].insert(TableFileName.tableKey(TableFileName.baseName(of: path)))
        }
        let named = Set(paths)
        for parent in parents {
            let keys = keysByParent[parent]!
            var candidates: [(key: String, path: String)] = []
            var inSourceLanguage: Set<String> = []
            let siblings = (DirectoryListing.entries(of: parent) ?? []).filter(\.isDirectory).map(\.name).sortedOutOfLine()
            for sibling in siblings where TableFileName.isLocalizationFolder(sibling) {
                let siblingFolder = TableFileName.path(sibling, inFolder: parent)
                let isSourceLanguage = folderLanguage(siblingFolder) == sourceLanguage
                // The tables' files under any spelling of their names, as Apple's file systems find them.
                let entries = (DirectoryListing.entries(of: siblingFolder) ?? []).filter { !$0.isDirectory }.map(\.name).sortedOutOfLine()
                for entry in entries where TableFileName.kind(of: entry).map({ $0 != .catalog }) ?? false {
                    let key = TableFileName.tableKey(TableFileName.baseName(of: entry))
                    guard keys.contains(key) else { continue }
                    if isSourceLanguage { inSourceLanguage.insert(key) }
                    candidates.append((key, TableFileName.path(entry, inFolder: siblingFolder)))
                }
            }
            for (key, candidate) in candidates where !named.contains(candidate) {
                if unlessTheSourceLanguageHasThem && inSourceLanguage.contains(key) { continue }
                found.add(legacy: candidate, isNamed: false)
            }
        }
    }

    /// Collects the catalogs and legacy files under `folder`: `.lproj` folders at any depth, and
    /// catalogs outside them. Hidden folders and asset catalogs are not entered, nor a folder
    /// this walk entered by another path. Returns how many table files the walk reached, those
    /// found before included.
    @discardableResult
    private func walk(folder: String, into found: inout FoundFiles, visits: inout FolderVisits) -> Int {
        guard visits.enter(folder) else { return 0 }
        let isLocalizationFolder = Self.isLocalizationFolder(folder)
        let entries = (DirectoryListing.entries(of: folder) ?? []).sortedOutOfLine { $0.name < $1.name }
        found.listings.record(entries, of: folder)
        let separator = folder.hasSuffix("/") ? "" : "/"
        var reached = 0
        for entry in entries where !entry.name.hasPrefix(".") {
            if entry.isDirectory {
                if !isLocalizationFolder && !DirectoryListing.isNeverWalked(folderNamed: entry.name) {
                    reached += walk(folder: folder + separator + entry.name, into: &found, visits: &visits)
                }
                continue
            }
            switch TableFileName.kind(of: entry.name) {
            case .catalog?:
                guard !isLocalizationFolder else {
                    found.interfaceBuilderCatalogs.append(folder + separator + entry.name)
                    continue
                }
                found.add(catalog: folder + separator + entry.name)
                reached += 1
            case .strings?, .stringsdict?:
                guard isLocalizationFolder else { continue }
                found.add(legacy: folder + separator + entry.name, isNamed: false)
                reached += 1
            case nil:
                break
            }
        }
        return reached
    }

    /// The table of `files`: which are its source and which its translations, and its name as
    /// its source files spell it (``TableFileName/tableName(sources:files:)``), with a warning
    /// when other files spell it in another case, and one for the files it does not read.
    private func legacyTable(_ files: [(path: String, folder: String?, isNamed: Bool)]) -> (TableInput, [Diagnostic]) {
        // The source language's folders among `folders`, else the Base.lproj ones.
        func sourceLanguageFolders(_ folders: Set<String?>) -> Set<String?> {
            let own = folders.filter { $0.map { folderLanguage($0) == sourceLanguage } ?? false }
            return own.isEmpty ? folders.filter { $0.map { Self.folderName($0) == "Base" } ?? false } : own
        }
        // A file named as an input is the source, with the other files of its folder; files named
        // in several folders (`Res/*.lproj/T.strings`, as a shell expands it) are the table's
        // languages, and its source is the source language's. Else the source language's folder,
        // else Base.lproj.
        let sourceFolders: Set<String?>
        let namedFolders = Set(files.filter(\.isNamed).map(\.folder))
        if namedFolders.isEmpty {
            sourceFolders = sourceLanguageFolders(Set(files.map(\.folder)))
        } else {
            let chosen = sourceLanguageFolders(namedFolders)
            sourceFolders = namedFolders.count == 1 || chosen.isEmpty ? namedFolders : chosen
        }
        var sources: [TableInput.LegacyFile] = []
        var translations: [TableInput.LegacyFile] = []
        var unread: [String] = []
        for file in files {
            let kind: TableInput.LegacyFile.Kind = TableFileName.kind(of: file.path) == .stringsdict ? .stringsdict : .strings
            if sourceFolders.contains(file.folder) || (file.isNamed && file.folder == nil) {
                sources.append(TableInput.LegacyFile(path: file.path, kind: kind, language: sourceLanguage, isSource: true))
            } else if let folder = file.folder {
                // The other folders of the source language (Base.lproj beside en.lproj) hold no translation.
                if mayHoldSource(folder) {
                    unread.append(file.path)
                    continue
                }
                translations.append(TableInput.LegacyFile(path: file.path, kind: kind, language: folderLanguage(folder), isSource: false))
            }
        }
        // The table's strings file stands for it in diagnostics about it as a whole, before its
        // stringsdict (which a `Plurals/` folder beside it would put first).
        let all = sources.filter { $0.kind == .strings } + sources.filter { $0.kind == .stringsdict } + translations
        let name = TableFileName.tableName(sources: sources.map(\.path), files: files.map(\.path))
        let otherSpellings = files.map(\.path).filter { TableFileName.baseName(of: $0) != name }
        var warnings: [Diagnostic] = []
        if let first = otherSpellings.min() {
            let spellings = Set(otherSpellings.map { TableFileName.baseName(of: $0) }).sortedOutOfLine().map { "'\($0)'" }.joined(separator: ", ")
            let shown = otherSpellings.sortedOutOfLine().prefix(3).map(Self.shortName).joined(separator: ", ") + (otherSpellings.count > 3 ? ", …" : "")
            warnings.append(Diagnostic(
                .warning,
                "the table '\(name)' is also spelled \(spellings) (\(shown)); Apple's file systems ignore case, so the app's bundle reads them as one table, and so does this: name every file '\(name)' to keep it one table where case matters",
                path: first, at: nil))
        }
        let unreadDefinitions = unread.sortedOutOfLine().compactMap { path in Self.firstDefinition(in: path).map { (path, $0) } }
        if let source = sources.first, let (first, location) = unreadDefinitions.first {
            warnings.append(Diagnostic(
                .warning,
                "this file is not read: the table '\(name)' is read from \(Self.shortName(source.path)) in the source language, and a second file of the source language or of Base.lproj is no translation; it is left as it is",
                path: first, at: location))
        }
        var input = TableInput(name: name, format: .legacy, path: all[0].path, legacyFiles: all, sourceLanguage: sourceLanguage)
        input.unreadFiles = unreadDefinitions.map(\.0)
        return (input, warnings)
    }

    /// Where the legacy file at `path` defines its first key; `nil` for a `.strings` file that
    /// defines none (the empty `Base.lproj/InfoPlist.strings` a project template leaves beside
    /// `en.lproj`'s), which is nothing lost when it is not read. A file that cannot be read as a
    /// `.strings` file, and a `.stringsdict`, may define any: their first line.
    private static func firstDefinition(in path: String) -> SourceLocation? {
        let start = SourceLocation(line: 1, column: 1)
        guard TableFileName.kind(of: path) == .strings,
              let bytes = try? FileBytes.readArray(atPath: path),
              let text = try? LegacyText.decode(bytes, path: path),
              let definitions = try? StringsFileParser.definitions(text.utf8, path: path) else { return start }
        return definitions.first?.keyLocation
    }

    /// `table` with each file once, or an error when two files hold the same language in the same
    /// kind of file, as the tables of several bundles do when an input holds more than one module
    /// (`App/en.lproj/InfoPlist.strings` and `Widget/en.lproj/InfoPlist.strings`): a bundle has one
    /// such file, and merging them would keep one text of each key and drop the others unseen.
    /// One file reached by two paths (a linked folder, a name in another case on a file system
    /// that ignores case) is the same file, read once.
    static func withoutRepeatedFiles(_ table: TableInput) -> (TableInput, Diagnostic?) {
        var seen: [TableInput.LegacyFile.Kind: [String: String]] = [:]
        var kept = table
        kept.legacyFiles = []
        for file in table.legacyFiles {
            guard let first = seen[file.kind]?[file.language] else {
                seen[file.kind, default: [:]][file.language] = file.path
                kept.legacyFiles.append(file)
                continue
            }
            if let identity = FileIdentity(path: first), identity == FileIdentity(path: file.path) { continue }
            let kind = file.kind == .strings ? TableFileName.stringsExtension : TableFileName.stringsdictExtension
            let advice = bundleFolder(of: first) == bundleFolder(of: file.path)
                ? "a bundle reads one of them (\(shortName(first)) or \(shortName(file.path))), so remove the other"
                : "a bundle holds one, so these are the tables of different modules: name the folder of one module, or give each table its own name"
            return (table, Diagnostic(.error, "the table '\(table.name)' has a second .\(kind) file of the language '\(file.language)', beside \(first); \(advice)", path: file.path, at: nil))
        }
        return (kept, nil)
    }

    /// The folder a table file's bundle is: the one that holds its `.lproj` folder, or its own
    /// folder when it is in none; standardized, so that two spellings of one folder are one.
    private static func bundleFolder(of path: String) -> String {
        let folder = TableFileName.folder(of: path)
        return standardizedPath(TableFileName.isLocalizationFolder(TableFileName.fileName(of: folder)) ? TableFileName.folder(of: folder) : folder)
    }

    /// The note for the catalogs a folder's search `passedOver` in `.lproj` folders (Interface
    /// Builder's), which no command but `format` reads unless named; `nil` for none.
    /// `why` says why the command leaves such a catalog out, of one and of several.
    static func interfaceBuilderNote(_ passedOver: [String], why: (one: String, several: String) = ("which has no symbols, as in Xcode", "which have no symbols, as in Xcode")) -> Diagnostic? {
        guard let first = passedOver.first else { return nil }
        let count = passedOver.count
        let names = passedOver.prefix(3).map(Self.shortName).joined(separator: ", ") + (count > 3 ? ", …" : "")
        let said = count == 1
            ? "the String Catalog \(names), in an .lproj folder, is not read: it is an Interface Builder table, \(why.one); name it as an input to read it"
            : "\(count) String Catalogs in .lproj folders (\(names)) are not read: they are Interface Builder tables, \(why.several); name one as an input to read it"
        return Diagnostic(.note, said, path: first, at: nil)
    }

    /// A file's path as a warning lists it: its `.lproj` folder and its name.
    private static func shortName(_ path: String) -> String {
        TableFileName.fileName(of: TableFileName.folder(of: path)) + "/" + TableFileName.fileName(of: path)
    }

    /// Whether a storyboard or XIB named `name` is in the folder of one of `paths` or in a
    /// localization folder beside it (`Base.lproj/Main.storyboard` for `de.lproj/Main.strings`),
    /// each folder listed once across the tables of one discovery.
    static func hasInterfaceBuilderFile(named name: String, besides paths: [String], listings: inout FolderListings) -> Bool {
        // A table's files are mostly in sibling `.lproj` folders: each folder and parent once.
        var folders = Set(paths.map(TableFileName.folder(of:)))
        for parent in Set(folders.map(TableFileName.folder(of:))) {
            folders.insert(parent)
            folders.formUnion(listings.facts(of: parent).localizationFolders.map { parent + "/" + $0 })
        }
        return folders.contains { listings.facts(of: $0).interfaceBuilderNames.contains(name) }
    }

    /// What the Interface Builder check needs of folders, each folder listed once: those the walk
    /// listed are not listed again.
    struct FolderListings {
        /// Of one folder: the names of its `.lproj` folders, and the names of its storyboards and
        /// XIBs without their extensions.
        struct Facts {
            var localizationFolders: [String] = []
            var interfaceBuilderNames: Set<String> = []
        }

        private var listed: [String: Facts] = [:]

        mutating func facts(of folder: String) -> Facts {
            if let facts = listed[folder] { return facts }
            return record(DirectoryListing.entries(of: folder.isEmpty ? "." : folder) ?? [], of: folder)
        }

        @discardableResult
        mutating func record(_ entries: [DirectoryListing.Entry], of folder: String) -> Facts {
            var facts = Facts()
            for entry in entries {
                if entry.isDirectory {
                    if TableFileName.isLocalizationFolder(entry.name) { facts.localizationFolders.append(entry.name) }
                } else if TableFileName.interfaceBuilderExtensions.contains(where: { TableFileName.hasExtension(entry.name, $0) }) {
                    facts.interfaceBuilderNames.insert(TableFileName.baseName(of: entry.name))
                }
            }
            listed[folder] = facts
            return facts
        }
    }

    /// The `.lproj` folder `path` is directly in, if any.
    static func localizationFolder(of path: String, in workingFolder: String? = nil) -> String? {
        let folder = TableFileName.folder(of: standardizedPath(path, in: workingFolder))
        return TableFileName.isLocalizationFolder(TableFileName.fileName(of: folder)) ? folder : nil
    }

    /// Whether `folder` is a `.lproj` folder, spelt with a `/` at its end or not (as a shell
    /// completes it).
    static func isLocalizationFolder(_ folder: String) -> Bool {
        TableFileName.isLocalizationFolder(TableFileName.fileName(of: folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder))
    }

    /// The name of a `.lproj` folder without its extension: `zh_CN`.
    static func folderName(_ folder: String) -> String {
        TableFileName.baseName(of: folder)
    }

    /// Whether a table's files in the `.lproj` folder `folder` may be its source: those of the
    /// source language's folder, or of `Base.lproj`.
    func mayHoldSource(_ folder: String) -> Bool {
        folderLanguage(folder) == sourceLanguage || Self.folderName(folder) == "Base"
    }

    /// The language a `.lproj` folder names (``TableFileName/language(ofLocalizationFolderNamed:)``).
    func folderLanguage(_ folder: String) -> String {
        TableFileName.language(ofLocalizationFolderNamed: Self.folderName(folder))
    }
}
