import InputText


/// The strings of one table and their localizations: a String Catalog (`.xcstrings`), or a legacy
/// table's `.strings` and `.stringsdict` files read into the same model (``LegacyTableReader``).
///
/// The readers make it: `CatalogReader` from a String Catalog, `LegacyReader` from a legacy
/// table's files, `TableInputs` from whatever a module's inputs name.
/// Every element keeps the position where it is written, so later stages can point their
/// diagnostics into the catalog.
public struct StringTable: Sendable {
    /// The language the keys and source values are written in, such as `en`.
    public var sourceLanguage: String
    /// The format version Xcode wrote, such as `1.0`.
    public var version: String
    /// The entries in the order they appear in the file (Xcode writes them sorted by key).
    public var entries: [CatalogEntry]
    /// Top-level members this reader does not know; kept so that nothing is lost.
    public var unknownFields: [UnknownField]
    /// The files a table read from several files came from (empty for a catalog): its
    /// locations place their lines in one line space.
    public var sourceFiles = SourceFileMap()
    /// Where the table's strings are kept, which decides what it can hold.
    public var storage = Storage.catalog

    /// The format versions this reader was written against.
    public static let knownVersions: Set<String> = ["1.0", "1.1", "1.2", "1.3"]

    /// Creates a catalog.
    public init(sourceLanguage: String, version: String, entries: [CatalogEntry], unknownFields: [UnknownField] = []) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.unknownFields = unknownFields
    }

    /// Every language that has at least one localization, sorted.
    public var languages: [String] {
        var languages: Set<String> = []
        // Entries mostly list the languages of the entry before them, and comparing a short
        // string costs far less than hashing it. The entries are read in place: a copy of one
        // would retain each of its strings and arrays.
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                let count = entries[index].localizations.count
                if index > 0, count == entries[index - 1].localizations.count,
                   (0..<count).allSatisfy({ entries[index].localizations[$0].language == entries[index - 1].localizations[$0].language }) {
                    continue
                }
                for position in 0..<count { languages.insert(entries[index].localizations[position].language) }
            }
        }
        return languages.sortedOutOfLine()
    }

    /// The entry for `key`, if there is one.
    public func entry(forKey key: String) -> CatalogEntry? {
        entries.first { $0.key == key }
    }
}

extension StringTable {
    /// Where a table's strings are kept: what it can hold follows from it.
    public enum Storage: Hashable, Sendable {
        /// A String Catalog (`.xcstrings`): one file, every language.
        case catalog
        /// `.strings` and `.stringsdict` files, one set per `.lproj` folder.
        case localizationFolders

        /// Whether a key can decline its symbol (`"generatesSymbol": false`): a catalog's can; a
        /// legacy table's keys carry nothing but their values.
        public var holdsSymbolChoices: Bool { self == .catalog }
    }

    /// Whether its keys carry Xcode's extraction state (`manual`, `stale`, …): a catalog's do; a
    /// legacy table has none to give.
    public var holdsExtractionStates: Bool { storage == .catalog }

    /// Whether a key may be in a translation only: a legacy table's language files are separate,
    /// so one may hold a key its source language lacks; a catalog keeps every language of a key
    /// under the key.
    public var holdsKeysOnlyInTranslations: Bool { storage == .localizationFolders }
}
