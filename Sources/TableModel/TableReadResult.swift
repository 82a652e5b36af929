import InputText

/// A table that was read, with the warnings found on the way.
public struct TableReadResult: Sendable {
    /// The table.
    public var catalog: StringTable
    /// Warnings about the table, in file order.
    public var warnings: [Diagnostic]

    /// Creates a result.
    public init(catalog: StringTable, warnings: [Diagnostic]) {
        self.catalog = catalog
        self.warnings = warnings
    }
}
