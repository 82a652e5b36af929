/// The strings of one table and their localizations: a String Catalog (`.xcstrings`), or a legacy
/// table's `.strings` and `.stringsdict` files read into the same model (``LegacyTableReader``).
///
/// Read a catalog with ``StringCatalog/read(contentsOfFile:)`` or ``StringCatalog/read(bytes:path:)``,
/// any table with ``TableInput/read()``.
/// Every element keeps the position where it is written, so later stages can point their
/// diagnostics into the catalog.
public struct StringCatalog: Sendable {
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
    /// The format the table was read from.
    public var format = TableInput.Format.catalog

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
        return languages.sorted()
    }

    /// The entry for `key`, if there is one.
    public func entry(forKey key: String) -> CatalogEntry? {
        entries.first { $0.key == key }
    }
}
