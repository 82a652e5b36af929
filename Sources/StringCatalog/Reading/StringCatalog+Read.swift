import Foundation

extension StringCatalog {
    /// Reads and validates the catalog at `path`.
    ///
    /// - Parameter path: The file to read; diagnostics name it as given.
    /// - Returns: The catalog and its warnings.
    /// - Throws: Every diagnostic, when the file cannot be read or any of them is an error.
    public static func read(contentsOfFile path: String) throws(CatalogReadError) -> CatalogReadResult {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as? CocoaError).flatMap(\.underlying?.localizedDescription) ?? error.localizedDescription
            throw CatalogReadError(diagnostics: [Diagnostic(.error, "cannot read the file: \(reason)", path: path, at: nil)])
        }
        return try read(bytes: data, path: path)
    }

    /// Parses and validates a catalog from its bytes.
    ///
    /// Validation reports every problem in one pass; a JSON syntax error stops at that error,
    /// since nothing after it can be understood.
    /// - Parameters:
    ///   - bytes: The file's contents, UTF-8 JSON.
    ///   - path: The name diagnostics give the file.
    /// - Returns: The catalog and its warnings.
    /// - Throws: Every diagnostic, when any of them is an error.
    public static func read(bytes: some Collection<UInt8>, path: String) throws(CatalogReadError) -> CatalogReadResult {
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            throw CatalogReadError(diagnostics: [Diagnostic(.error, error.message, path: path, at: error.location)])
        }
        var decoder = CatalogDecoder(path: path)
        let catalog = decoder.decodeCatalog(root)
        let diagnostics = decoder.diagnostics.sortedByPosition()
        guard let catalog, !diagnostics.containsErrors else {
            throw CatalogReadError(diagnostics: diagnostics)
        }
        return CatalogReadResult(catalog: catalog, warnings: diagnostics)
    }
}
