import Foundation

extension StringCatalog {
    /// Reads and validates the catalog at `path`.
    ///
    /// - Parameter path: The file to read; diagnostics name it as given.
    /// - Returns: The catalog and its warnings.
    /// - Throws: Every diagnostic, when the file cannot be read or any of them is an error.
    public static func read(contentsOfFile path: String) throws(CatalogReadError) -> CatalogReadResult {
        // The file's bytes are gone once they are parsed, before the model is built: a large
        // catalog's peak memory is its parsed tree and the model, not the file as well.
        try decode(try parse(contentsOfFile: path), path: path)
    }

    private static func parse(contentsOfFile path: String) throws(CatalogReadError) -> JSONValue {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = (error as? CocoaError).flatMap(\.underlying?.localizedDescription) ?? error.localizedDescription
            throw CatalogReadError(diagnostics: [Diagnostic(.error, "cannot read the file: \(reason)", path: path, at: nil)])
        }
        return try parse(bytes: data, path: path)
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
        try decode(try parse(bytes: bytes, path: path), path: path)
    }

    private static func parse(bytes: some Collection<UInt8>, path: String) throws(CatalogReadError) -> JSONValue {
        do {
            return try JSONParser().parse(bytes)
        } catch {
            throw CatalogReadError(diagnostics: [Diagnostic(.error, error.message, path: path, at: error.location)])
        }
    }

    private static func decode(_ root: JSONValue, path: String) throws(CatalogReadError) -> CatalogReadResult {
        var decoder = CatalogDecoder(path: path)
        let catalog = decoder.decodeCatalog(root)
        let diagnostics = decoder.diagnostics.sortedByPosition()
        guard let catalog, !diagnostics.containsErrors else {
            throw CatalogReadError(diagnostics: diagnostics)
        }
        return CatalogReadResult(catalog: catalog, warnings: diagnostics)
    }
}
