
/// A legacy table as its reader takes it: the `.strings` and `.stringsdict` files of one name
/// across a module's `.lproj` folders, each with its language.
public struct LegacyTable: Hashable, Sendable {
    /// The table's name (`Localizable`).
    public var name: String
    /// The file that stands for the table in diagnostics about it as a whole: its first
    /// source-language file.
    public var path: String
    /// Its files, source-language files first.
    public var files: [LegacyFile]
    /// The language of the table's keys and source texts.
    public var sourceLanguage: String

    /// Creates a table.
    public init(name: String, path: String, files: [LegacyFile], sourceLanguage: String) {
        self.name = name
        self.path = path
        self.files = files
        self.sourceLanguage = sourceLanguage
    }
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
