import InputText
import TableModel

/// The symbols of one catalog (one string table).
package struct SymbolTable: Sendable {
    /// The table name: the catalog's file name without `.xcstrings`, such as `Booking`.
    package var tableName: String
    /// The catalog's path, as diagnostics name it.
    package var path: String
    /// The table name as a Swift type name, such as `Booking` or `DocumentWindow`.
    package var typeName: SymbolName
    /// The catalog's source language.
    package var sourceLanguage: String
    /// The symbols, sorted by key.
    package var symbols: [Symbol]
    /// Every language of the catalog, the source language included, sorted.
    package var languages: [String]
    /// The files of a table read from several (a legacy table), whose lines its locations place in one line space.
    package var sourceFiles = SourceFileMap()
    /// Where the table keeps its strings at run time: a catalog, or `.lproj` folders.
    package var storage = StringTable.Storage.catalog
    /// The strings as a SwiftGen-style template declares them (then `symbols` is empty); `nil`
    /// for other templates.
    package var swiftGen: SwiftGenLevel?

    /// The table whose members sit directly on the resource type rather than in a namespace.
    package static let defaultTableName = "Localizable"

    /// Creates a table.
    package init(tableName: String, path: String, typeName: SymbolName, sourceLanguage: String, symbols: [Symbol], languages: [String] = []) {
        self.tableName = tableName
        self.path = path
        self.typeName = typeName
        self.sourceLanguage = sourceLanguage
        self.symbols = symbols
        self.languages = Set(languages + [sourceLanguage]).sortedOutOfLine()
    }

    /// Whether this is `Localizable`, whose members need no namespace.
    package var isDefault: Bool { tableName == Self.defaultTableName }
}
