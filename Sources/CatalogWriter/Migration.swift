import InputText
import TableModel

/// A legacy table as Xcode's "Migrate to String Catalog" makes it a catalog.
public enum Migration {
    /// The catalog Xcode migrates `table` (read from legacy files, the first at `path`) to: the
    /// format version ``CatalogEncoder/newCatalogVersion``, and without the keys only
    /// translations have, which Xcode leaves out (the source language has no text for them),
    /// with a warning that names them, at the first of them.
    public static func catalog(migrating table: StringTable, path: String) -> (catalog: StringTable, warning: Diagnostic?) {
        var catalog = table
        catalog.version = CatalogEncoder.newCatalogVersion
        let left = table.entries.filter(\.isOnlyInTranslations)
        guard !left.isEmpty else { return (catalog, nil) }
        catalog.entries.removeAll(where: \.isOnlyInTranslations)
        let names = left.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ") + (left.count > 3 ? ", …" : "")
        let subject = left.count == 1 ? "1 key only translations have (\(names)) is" : "\(left.count) keys only translations have (\(names)) are"
        // At the first of them, in the translation's file that has it.
        let warning = Diagnostic(.warning, "\(subject) left out of the catalog, as Xcode's migration leaves them out: the source language has no text for them", path: path, at: left[0].keyLocation)
        return (catalog, table.sourceFiles.resolve(warning))
    }
}
