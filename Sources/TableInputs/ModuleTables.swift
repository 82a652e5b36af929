import CatalogReader
import InputText
import TableModel

/// The tables of one module, read from the inputs a user names (catalogs, legacy tables,
/// folders that hold them), as every command reads them.
public enum ModuleTables {
    /// Reads every table of `paths`, reporting the problems of all of them before failing.
    ///
    /// - Parameters:
    ///   - sourceLanguage: The language of legacy tables' keys.
    ///   - summarizing: Whether the problems of translations that cost no symbol are summarized,
    ///     as generation reports them (`check` reports each).
    ///   - sourceLanguageOnly: Whether only the source-language files of legacy tables are read,
    ///     for what needs keys and symbols but no translation (`usage`).
    /// - Returns: The tables, in the order of the inputs, and the warnings.
    public static func read(
        _ paths: [String], sourceLanguage: String, summarizing: Bool = true, sourceLanguageOnly: Bool = false
    ) throws(DiagnosticError) -> (tables: [LoadedTable], warnings: [Diagnostic]) {
        let (inputs, found) = try TableDiscovery(sourceLanguage: sourceLanguage).tables(in: paths)
        return try read(inputs, found: found, summarizing: summarizing, sourceLanguageOnly: sourceLanguageOnly)
    }

    /// The tables of `paths` read module by module (``TableDiscovery/tablesByModule(in:)``), for
    /// a command that checks each table on its own: a package's targets may each have a table
    /// of one name.
    public static func readByModule(_ paths: [String], sourceLanguage: String, summarizing: Bool = true) throws(DiagnosticError) -> (tables: [LoadedTable], warnings: [Diagnostic]) {
        let modules = try TableDiscovery(sourceLanguage: sourceLanguage).tablesByModule(in: paths)
        return try read(modules.flatMap(\.tables), found: modules.flatMap(\.warnings), summarizing: summarizing, sourceLanguageOnly: false)
    }

    private static func read(
        _ inputs: [TableInput], found: [Diagnostic], summarizing: Bool, sourceLanguageOnly: Bool
    ) throws(DiagnosticError) -> (tables: [LoadedTable], warnings: [Diagnostic]) {
        var diagnostics = found
        var tables: [LoadedTable] = []
        for var input in inputs {
            if sourceLanguageOnly && input.format == .legacy {
                // A table only translations have has no key in the source language.
                guard input.legacyFiles.contains(where: \.isSource) else {
                    let empty = StringTable(sourceLanguage: input.sourceLanguage, version: "1.0", entries: [])
                    tables.append(LoadedTable(input, catalog: empty))
                    continue
                }
                input.legacyFiles.removeAll { !$0.isSource }
            }
            do {
                let result = try input.read(summarizing: summarizing)
                tables.append(LoadedTable(input, catalog: result.catalog))
                diagnostics += result.warnings
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard !diagnostics.containsErrors else { throw DiagnosticError(diagnostics: diagnostics) }
        return (tables, diagnostics)
    }
}

extension LoadedTable {
    /// The table `input`, read as `catalog`.
    init(_ input: TableInput, catalog: StringTable) {
        self.init(path: input.path, catalog: catalog, tableName: input.name)
        isInterfaceBuilderTable = input.isInterfaceBuilderTable
    }
}
