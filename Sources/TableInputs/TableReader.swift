import InputText
import LegacyReader
import TableModel

/// Reads one table into the format-neutral model, whatever format it is written in.
///
/// Every reader reports all the problems of its input at once, with the position of each, and
/// produces the same model, so that names, parameters, checks and templates never ask which
/// format a table came from.
public protocol TableReader: Sendable {
    /// Reads and validates `table`.
    ///
    /// - Returns: The table and its warnings.
    /// - Throws: Every diagnostic, when any of them is an error.
    func read(_ table: TableInput) throws(DiagnosticError) -> TableReadResult
}

/// Reads String Catalogs.
public struct CatalogTableReader: TableReader {
    /// Creates a catalog reader.
    public init() {}

    public func read(_ table: TableInput) throws(DiagnosticError) -> TableReadResult {
        try StringTable.read(contentsOfFile: table.path)
    }

    /// Reads and validates the catalog `bytes`, read from `path` already.
    public func read(bytes: [UInt8], path: String) throws(DiagnosticError) -> TableReadResult {
        try StringTable.read(bytes: bytes, path: path)
    }
}

extension TableInput {
    /// The reader for the table's format; `summarizing` the problems of translations that
    /// cost no symbol in one warning per table, as generation reports them.
    public func reader(summarizing: Bool = true) -> any TableReader {
        switch format {
        case .catalog: CatalogTableReader()
        case .legacy: LegacyTableReader(summarizesTranslationProblems: summarizing)
        }
    }

    /// Reads the table with the reader for its format.
    public func read(summarizing: Bool = true) throws(DiagnosticError) -> TableReadResult {
        try reader(summarizing: summarizing).read(self)
    }
}

extension LegacyTableReader: TableReader {
    public func read(_ table: TableInput) throws(DiagnosticError) -> TableReadResult {
        try read(LegacyTable(table))
    }
}
