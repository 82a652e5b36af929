import StringCatalog

/// A catalog that was read, with the path its diagnostics name and the table it defines.
public struct CatalogFile: Sendable {
    /// The path the catalog was read from.
    public var path: String
    /// The catalog.
    public var catalog: StringCatalog
    /// The table name: by default the file name without its `.xcstrings` extension.
    public var tableName: String

    /// Creates a catalog file; the table name defaults to the file name without extension.
    public init(path: String, catalog: StringCatalog, tableName: String? = nil) {
        self.path = path
        self.catalog = catalog
        self.tableName = tableName ?? Self.tableName(forPath: path)
    }

    /// The file name of `path` without directories and without a `.xcstrings` extension.
    public static func tableName(forPath path: String) -> String {
        let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let suffix = ".xcstrings"
        return fileName.hasSuffix(suffix) ? String(fileName.dropLast(suffix.count)) : fileName
    }
}
