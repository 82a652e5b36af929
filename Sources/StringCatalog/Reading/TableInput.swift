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
    public struct LegacyFile: Hashable, Sendable {
        /// The kind of a legacy file.
        public enum Kind: Hashable, Sendable {
            /// A `.strings` file: keys and texts.
            case strings
            /// A `.stringsdict` file: keys with plural or device rules.
            case stringsdict
        }

        /// The file's path, as diagnostics name it.
        public var path: String
        /// Its kind.
        public var kind: Kind
        /// The language of its texts: the source language for the source's files, else the
        /// language its `.lproj` folder names (`zh_CN.lproj` gives `zh-CN`).
        public var language: String
        /// Whether the file holds the table's source-language texts.
        public var isSource: Bool

        /// Creates a legacy file.
        public init(path: String, kind: Kind, language: String, isSource: Bool) {
            self.path = path
            self.kind = kind
            self.language = language
            self.isSource = isSource
        }
    }

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
        TableInput(name: TableFileName.tableName(ofCatalogAt: path), format: .catalog, path: path, sourceLanguage: "")
    }
}
