import LegacyReader
import PluginFacts

/// One table of a module as found among the inputs: a String Catalog, or a legacy table's
/// `.strings` and `.stringsdict` files across its `.lproj` folders.
public struct TableInput: Hashable, Sendable {
    /// The format a table is written in.
    public enum Format: Hashable, Sendable {
        /// A String Catalog (`.xcstrings`).
        case catalog
        /// `.strings` and `.stringsdict` files in `.lproj` folders.
        case legacy
    }

    /// One file of a legacy table.
    public typealias LegacyFile = LegacyReader.LegacyFile

    /// The table's name: the file name without its extension (`Localizable`).
    public var name: String
    /// Its format.
    public var format: Format
    /// The file that stands for the table in diagnostics about it as a whole: the catalog, or
    /// the first source-language file of a legacy table.
    public var path: String
    /// The files of a legacy table, source-language files first; empty for a catalog.
    public var legacyFiles: [LegacyFile]
    /// The language of the table's keys and source texts.
    public var sourceLanguage: String
    /// Files of the legacy table that define keys and are not read (a `Base.lproj` file beside
    /// the source language's): what the table's reading does not hold.
    public var unreadFiles: [String] = []
    /// Whether the table is Interface Builder's: a catalog in an `.lproj` folder or a legacy
    /// table, named as a storyboard or XIB beside it (in its folder, the one above, or an
    /// `.lproj` folder there). Discovery passes over such tables; one
    /// named as an input is read.
    public var isInterfaceBuilderTable = false

    /// Creates a table input.
    public init(name: String, format: Format, path: String, legacyFiles: [LegacyFile] = [], sourceLanguage: String) {
        self.name = name
        self.format = format
        self.path = path
        self.legacyFiles = legacyFiles
        self.sourceLanguage = sourceLanguage
    }

    /// A String Catalog at `path`.
    public static func catalog(at path: String) -> TableInput {
        var input = TableInput(name: TableFileName.tableName(ofCatalogAt: path), format: .catalog, path: path, sourceLanguage: "")
        // Xcode writes a storyboard's or XIB's catalog into an `.lproj` folder (`mul.lproj`), its
        // file beside it or in a sibling `.lproj` folder: a catalog there without one is the
        // code's.
        if TableDiscovery.localizationFolder(of: path) != nil {
            var listings = TableDiscovery.FolderListings()
            input.isInterfaceBuilderTable = TableDiscovery.hasInterfaceBuilderFile(named: input.name, besides: [path], listings: &listings)
        }
        return input
    }
}

extension LegacyTable {
    /// The legacy table of `input`.
    init(_ input: TableInput) {
        self.init(name: input.name, path: input.path, files: input.legacyFiles, sourceLanguage: input.sourceLanguage)
    }
}
