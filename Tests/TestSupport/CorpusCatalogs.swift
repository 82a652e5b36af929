import StringCatalog

/// The real-world catalogs of the shared corpus, read with this package's own reader.
public enum CorpusCatalogs {
    /// One catalog of the corpus.
    public struct Catalog: Sendable {
        /// The file name, such as `Finb__Bark__Bark__Localizable.xcstrings`.
        public var file: String
        /// The full path.
        public var path: String
        public var catalog: StringCatalog
    }

    /// Every catalog, sorted by file name. Reading errors are rethrown: the corpus must read cleanly.
    public static func all() throws -> [Catalog] {
        try SharedFolder.files(in: SharedFolder.corpus, withExtension: "xcstrings").map { url in
            Catalog(file: url.lastPathComponent, path: url.path, catalog: try StringCatalog.read(contentsOfFile: url.path).catalog)
        }
    }

    /// The catalog whose file name ends with `suffix`.
    public static func named(_ suffix: String) throws -> Catalog? {
        try all().first { $0.file.hasSuffix(suffix) }
    }
}
