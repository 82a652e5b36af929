import StringCatalog
import StringSymbolsTemplates

/// Turns catalogs into symbol tables: the Swift name and parameters of every selected key.
///
/// Catalogs translated together form one module: their table names must be unique, and no
/// two symbols may clash. No Swift text is produced here; templates do that.
public struct SymbolTranslator: Sendable {
    /// Which keys get symbols.
    public var selection: SymbolSelection
    /// The template the symbols are for: names from the catalogs must not clash with what it
    /// declares (a custom template is kept clear of what any built-in template declares).
    public var template: TemplateChoice

    /// Creates a translator.
    public init(selection: SymbolSelection = .all, template: TemplateChoice = .builtIn(.xcode)) {
        self.selection = selection
        self.template = template
    }

    /// What the template declares.
    var declarations: BuiltInTemplateDeclarations {
        switch template {
        case .builtIn(.xcode): .xcode
        case .builtIn(.string): .string
        case .file: .union
        }
    }

    /// Translates the catalogs of the module `moduleName`.
    /// - Returns: One table per catalog, sorted by table name, and the warnings found.
    /// - Throws: Every diagnostic, when any of them is an error; then there is no result.
    public func translate(_ catalogs: [CatalogFile], moduleName: String) throws(SymbolTranslationError) -> SymbolTranslation {
        var diagnostics: [Diagnostic] = []
        var tables: [SymbolTable] = []
        for file in catalogs {
            if let table = translate(file, diagnostics: &diagnostics) { tables.append(table) }
        }
        // Checked in the order given, so that the later of two clashing catalogs gets the error.
        diagnostics += CollisionCheck(tables: tables, module: ModuleNames(moduleName: moduleName), declarations: declarations).diagnostics()
        tables.sort { $0.tableName < $1.tableName }
        let ordered = diagnostics.sortedByPosition(pathOrder: catalogs.map(\.path))
        guard !ordered.containsErrors else { throw SymbolTranslationError(diagnostics: ordered) }
        return SymbolTranslation(tables: tables, warnings: ordered)
    }

    private func translate(_ file: CatalogFile, diagnostics: inout [Diagnostic]) -> SymbolTable? {
        if let scalar = file.tableName.unicodeScalars.first(where: SwiftSource.needsUnicodeEscape) {
            diagnostics.append(Diagnostic(
                .error, "the catalog's file name holds the invisible or control character \(SwiftSource.unicodeEscape(scalar)), which must not reach the generated file's name and header; rename the catalog",
                path: file.path, at: nil))
            return nil
        }
        guard let typeName = SymbolName(tableName: file.tableName) else {
            diagnostics.append(Diagnostic(
                .error, "the table name '\(file.tableName)' gives no Swift type name; rename the catalog",
                path: file.path, at: nil))
            return nil
        }
        let catalog = file.catalog
        let resolver = ParameterResolver(path: file.path, accessorNames: declarations.accessorNames)
        let selected = catalog.entries.filter(selection.includes)
        // Entries translate independently, so large catalogs use every core; results come back
        // in entry order, so diagnostics and output stay deterministic.
        let outcomes = selected.concurrentMap { entry in
            Self.symbol(for: entry, in: catalog, path: file.path, resolver: resolver)
        }
        var symbols: [Symbol] = []
        for outcome in outcomes {
            diagnostics += outcome.diagnostics
            if let symbol = outcome.symbol { symbols.append(symbol) }
        }
        symbols.sort { $0.key < $1.key }
        return SymbolTable(
            tableName: file.tableName, path: file.path, typeName: typeName,
            sourceLanguage: catalog.sourceLanguage, symbols: symbols)
    }

    /// The symbol of one entry, or the reasons it has none.
    private static func symbol(
        for entry: CatalogEntry,
        in catalog: StringCatalog,
        path: String,
        resolver: ParameterResolver
    ) -> (symbol: Symbol?, diagnostics: [Diagnostic]) {
        let source = catalog.sourceValue(of: entry)
        guard let name = SymbolName(key: entry.key) else {
            return (nil, [Diagnostic(.warning, "the key '\(entry.key)' gives no symbol name, so it has no symbol", path: path, at: entry.keyLocation)])
        }
        if source.isStringSet {
            return (nil, [Diagnostic(.warning, "the key '\(entry.key)' is a string set, which has no symbol", path: path, at: entry.keyLocation)])
        }
        var diagnostics: [Diagnostic] = []
        guard let resolution = resolver.resolve(entry, source: source, diagnostics: &diagnostics) else { return (nil, diagnostics) }
        let symbol = Symbol(
            key: entry.key, keyLocation: entry.keyLocation, name: name, parameters: resolution.parameters,
            comment: entry.comment, sourceTexts: source.texts, substitutions: resolution.substitutions)
        return (symbol, diagnostics)
    }
}

/// The symbol tables of one module, with the warnings found on the way.
public struct SymbolTranslation: Sendable {
    /// One table per catalog, sorted by table name.
    public var tables: [SymbolTable]
    /// Warnings, grouped by file and in file order.
    public var warnings: [Diagnostic]
}

/// Catalogs that cannot be translated: every diagnostic found, errors and warnings.
public struct SymbolTranslationError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic, grouped by file and in file order; at least one is an error.
    public var diagnostics: [Diagnostic]

    /// The diagnostics, one per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
