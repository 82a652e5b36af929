import CatalogReader
import TableModel

/// The real-world catalogs of the shared corpus, read with this package's own reader.
public enum CorpusCatalogs {
    /// One catalog of the corpus.
    public struct Catalog: Sendable {
        /// The file name, such as `Finb__Bark__Bark__Localizable.xcstrings`.
        public var file: String
        /// The full path.
        public var path: String
        public var catalog: StringTable
    }

    /// The file names of the corpus's catalogs, sorted, for parameterized tests (see
    /// `SharedFolder.requiredFiles`: a missing corpus that is required still gives a failing case).
    public static let fileNames: [String] = SharedFolder.requiredFiles(in: SharedFolder.corpus, withExtension: "xcstrings").map(\.lastPathComponent)

    /// Every catalog, sorted by file name. Reading errors are rethrown: the corpus must read
    /// cleanly, and a missing corpus that is required is an error too.
    public static func all() throws -> [Catalog] {
        try fileNames.map(read)
    }

    /// The catalog `file` of the corpus.
    public static func read(_ file: String) throws -> Catalog {
        let path = SharedFolder.corpus.appendingPathComponent(file).path
        return Catalog(file: file, path: path, catalog: try StringTable.read(contentsOfFile: path).catalog)
    }

    /// The catalog whose file name ends with `suffix`.
    public static func named(_ suffix: String) throws -> Catalog? {
        try all().first { $0.file.hasSuffix(suffix) }
    }
}
