/// A catalog that could not be read: every diagnostic found, errors and warnings, in file order.
public struct CatalogReadError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic found, in file order; at least one is an error.
    public var diagnostics: [Diagnostic]

    /// Creates an error from its diagnostics.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics, one per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// A catalog that was read, with the warnings found on the way.
public struct CatalogReadResult: Sendable {
    /// The catalog.
    public var catalog: StringCatalog
    /// Warnings about the catalog, in file order.
    public var warnings: [Diagnostic]
}
