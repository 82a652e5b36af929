import InputText
import PluginFacts

/// A table that was read (a catalog, or a legacy table), with the path its diagnostics name and
/// the table it defines.
public struct LoadedTable: Sendable {
    /// The path the catalog was read from.
    public var path: String
    /// The catalog.
    public var catalog: StringTable
    /// The table name: by default the file name without its `.xcstrings` extension.
    public var tableName: String

    /// Creates a catalog file; the table name defaults to the file name without extension.
    public init(path: String, catalog: StringTable, tableName: String? = nil) {
        self.path = path
        self.catalog = catalog
        self.tableName = tableName ?? Self.tableName(forPath: path)
    }

    /// The tables whose keys are the system's (`Info.plist` keys, App Shortcuts' phrases, the
    /// Services menu's item titles) or another app's (Little Snitch reads the texts of an app's
    /// `InternetAccessPolicy.plist` from `InternetAccessPolicy.strings`): no code looks them up,
    /// and they get no accessors of SwiftGen's kind.
    package static let systemTableNames: Set<String> = ["InfoPlist", "AppShortcuts", "ServicesMenu", "InternetAccessPolicy"]

    /// Whether the table's keys are the system's (``systemTableNames``).
    package var isSystemTable: Bool { Self.systemTableNames.contains(tableName) }

    /// Whether the table is Interface Builder's: a storyboard's or XIB's, keyed by object IDs
    /// (`mul.lproj/Main.xcstrings`, `de.lproj/Main.strings` beside `Base.lproj/Main.storyboard`).
    package var isInterfaceBuilderTable = false

    /// Whether what uses the table's keys is not code: the system, or a storyboard or XIB. None
    /// of its keys is unused for want of a lookup.
    package var keysAreUsedOutsideCode: Bool { isSystemTable || isInterfaceBuilderTable }

    /// The files the table was read from: the catalog, or a legacy table's `.strings` and
    /// `.stringsdict` files (every language's, when all were read).
    package var files: [String] {
        catalog.sourceFiles.files.isEmpty ? [path] : catalog.sourceFiles.files.map(\.path)
    }

    /// The file name of `path` without directories and without a `.xcstrings` extension.
    public static func tableName(forPath path: String) -> String {
        TableFileName.tableName(ofCatalogAt: path)
    }

    /// `diagnostics` pointing into the files their locations are in: a legacy table's
    /// locations place its files' lines in one line space (``StringTable/sourceFiles``).
    package static func resolve(_ diagnostics: [Diagnostic], in maps: [String: SourceFileMap]) -> [Diagnostic] {
        guard !maps.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            maps[diagnostic.path]?.resolve(diagnostic) ?? diagnostic
        }
    }
}

extension [LoadedTable] {
    /// The line maps of the tables read from several files, by the path that stands for each.
    package var sourceFileMaps: [String: SourceFileMap] {
        var maps: [String: SourceFileMap] = [:]
        for file in self where !file.catalog.sourceFiles.files.isEmpty { maps[file.path] = file.catalog.sourceFiles }
        return maps
    }
}
