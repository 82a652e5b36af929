import Foundation

/// Which of a target's files are its string tables, as `string-symbols` reads them: String
/// Catalogs outside `.lproj` folders, and legacy tables (`.strings`, `.stringsdict` in `.lproj`
/// folders). Interface Builder's tables are left out, as Xcode leaves them out of symbols: a
/// catalog inside an `.lproj` folder (`mul.lproj/Main.xcstrings`), and a legacy table with a
/// storyboard or XIB of its name in the target.
///
/// Shared by the plugins through a link to this folder, so that both see the same tables; the
/// extensions are the tool's own (`TableFileName`, linked here from the library).
struct TargetTables {
    /// The catalogs, sorted.
    var catalogs: [URL]
    /// The legacy tables' files, sorted.
    var legacyFiles: [URL]

    /// The language of the legacy tables' keys (`sourceLanguage` of the configuration, `en`
    /// by default), whose files spell each table's name.
    var sourceLanguage: String

    init(files: [URL], sourceLanguage: String = "en") {
        self.sourceLanguage = sourceLanguage.replacingOccurrences(of: "_", with: "-")
        catalogs = files
            .filter { $0.pathExtension == TableFileName.catalogExtension && !Self.isInLocalizationFolder($0) }
            .sorted { $0.path < $1.path }
        let interfaceBuilderNames = Set(files.filter { TableFileName.interfaceBuilderExtensions.contains($0.pathExtension) }.map(Self.tableName))
        legacyFiles = files
            .filter { [TableFileName.stringsExtension, TableFileName.stringsdictExtension].contains($0.pathExtension) && Self.isInLocalizationFolder($0) }
            .filter { !interfaceBuilderNames.contains(Self.tableName($0)) }
            .sorted { $0.path < $1.path }
    }

    /// Whether the target has any table.
    var isEmpty: Bool { catalogs.isEmpty && legacyFiles.isEmpty }

    /// What the tool is given: the catalogs, and the `.lproj` folders of the legacy tables,
    /// whose files it groups into tables as the bundle does.
    var inputs: [URL] {
        var folders: [URL] = []
        for folder in legacyFiles.map({ $0.deletingLastPathComponent() }) where !folders.contains(folder) {
            folders.append(folder)
        }
        return catalogs + folders
    }

    /// Every file the generated code depends on.
    var files: [URL] { catalogs + legacyFiles }

    /// The table names, sorted: a catalog's file name, and each legacy table's once, as the
    /// tool names it: names that differ only in case are one table, spelled as its source
    /// language's files spell it.
    var tableNames: [String] {
        Set(catalogs.map(Self.tableName) + legacyTableNames).sorted()
    }

    /// Each legacy table's name (``TableFileName/tableName(sources:files:)``).
    var legacyTableNames: [String] {
        let tables = Dictionary(grouping: legacyFiles.map(\.path)) { TableFileName.tableKey(TableFileName.baseName(of: $0)) }
        return tables.values.map { paths in
            let languages = paths.map { TableFileName.language(ofLocalizationFolderNamed: TableFileName.baseName(of: TableFileName.folder(of: $0))) }
            let own = zip(paths, languages).filter { $0.1 == sourceLanguage }.map(\.0)
            let base = zip(paths, languages).filter { $0.1 == "Base" }.map(\.0)
            return TableFileName.tableName(sources: own.isEmpty ? base : own, files: paths)
        }
    }

    /// `N catalogs and M legacy tables`, for build logs.
    var description: String {
        let legacyCount = legacyTableNames.count
        var parts: [String] = []
        if !catalogs.isEmpty { parts.append("\(catalogs.count) catalog\(catalogs.count == 1 ? "" : "s")") }
        if legacyCount > 0 { parts.append("\(legacyCount) legacy table\(legacyCount == 1 ? "" : "s")") }
        return parts.joined(separator: " and ")
    }

    static func tableName(_ url: URL) -> String {
        url.deletingPathExtension().lastPathComponent
    }

    static func isInLocalizationFolder(_ url: URL) -> Bool {
        TableFileName.isLocalizationFolder(url.deletingLastPathComponent().lastPathComponent)
    }
}
