import InputText
import PluginFacts
import StringSymbolsTemplates
import TableModel

/// Turns catalogs into symbol tables: the Swift name and parameters of every selected key.
///
/// Catalogs translated together form one module: their table names must be unique, and no
/// two symbols may clash. No Swift text is produced here; templates do that.
package struct SymbolTranslator: Sendable {
    /// Which keys get symbols.
    package var selection: SymbolSelection
    /// The template the symbols are for: names from the catalogs must not clash with what it
    /// declares (a custom template is kept clear of what any built-in template declares).
    package var template: TemplateChoice
    /// How keys without a symbol are reported.
    package var warningDetail: WarningDetail
    /// With a SwiftGen template: the names its output refers to from inside the groups' enums
    /// (the namespace enum, the bundle type), which no group may take.
    package var swiftGenReservedNames: Set<String> = []
    /// Whether manual keys that clash lose their symbols with a warning instead of being an error
    /// (``CollisionCheck/toleratesManualClashes``).
    package var toleratesManualClashes = false

    /// Creates a translator.
    package init(selection: SymbolSelection = .all, template: TemplateChoice = .builtIn(.xcode), warningDetail: WarningDetail = .summary) {
        self.selection = selection
        self.template = template
        self.warningDetail = warningDetail
    }

    /// What the template declares.
    var declarations: BuiltInTemplateDeclarations {
        template.declarations
    }

    /// Translates the catalogs of the module `moduleName`.
    /// - Returns: One table per catalog, sorted by table name, and the warnings found.
    /// - Throws: Every diagnostic, when any of them is an error; then there is no result.
    package func translate(_ catalogs: [LoadedTable], moduleName: String) throws(DiagnosticError) -> SymbolTranslation {
        var diagnostics: [Diagnostic] = []
        var omissions: [Omission] = []
        var tables: [SymbolTable] = []
        for file in catalogs {
            if let table = translate(file, diagnostics: &diagnostics, omissions: &omissions) { tables.append(table) }
        }
        if case .swiftGen? = template.descriptor?.naming { diagnostics += Self.swiftGenTableNameProblems(tables) }
        let check = CollisionCheck(
            tables: tables, module: ModuleNames(moduleName: moduleName), declarations: declarations, toleratesManualClashes: toleratesManualClashes).run()
        omissions += check.omissions
        let pathOrder = catalogs.map(\.path)
        let all = (diagnostics + check.errors + check.warnings + OmissionReport(omissions: omissions, detail: warningDetail).diagnostics())
            .sortedByPosition(pathOrder: pathOrder)
        guard !all.containsErrors else { throw DiagnosticError(diagnostics: all) }
        return SymbolTranslation(
            tables: check.tables.sortedOutOfLine { $0.tableName < $1.tableName }, warnings: all, omissions: omissions,
            declaresModuleNamespace: check.declaresModuleNamespace, toleratedClashes: check.toleratedClashes)
    }

    /// Tables whose enums (with several tables, or `forceFileNameEnum`) would have no name, or one
    /// name: errors, as the output would not compile.
    static func swiftGenTableNameProblems(_ tables: [SymbolTable]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var first: [String: SymbolTable] = [:]
        for table in tables {
            guard let name = table.swiftGen?.typeName else { continue }
            if !SwiftIdentifier.isValid(name) {
                problems.append(Diagnostic(.error, "the table name '\(table.tableName)' gives no enum name in SwiftGen's form; rename the table", path: table.path, at: nil))
            } else if let other = first[name] {
                // Tables of one type name are an error of their own (`CollisionCheck`).
                guard other.typeName.identifier != table.typeName.identifier else { continue }
                problems.append(Diagnostic(.error, "the tables '\(other.tableName)' and '\(table.tableName)' both give the enum '\(name)' in SwiftGen's form; rename one", path: table.path, at: nil))
            } else {
                first[name] = table
            }
        }
        return problems
    }

    private func translate(_ file: LoadedTable, diagnostics: inout [Diagnostic], omissions: inout [Omission]) -> SymbolTable? {
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
        if case .swiftGen(let structured)? = template.descriptor?.naming {
            var table = SymbolTable(
                tableName: file.tableName, path: file.path, typeName: typeName,
                sourceLanguage: catalog.sourceLanguage, symbols: [], languages: catalog.languages)
            table.sourceFiles = catalog.sourceFiles
            table.storage = catalog.storage
            // The system reads these tables' keys (InfoPlist, AppShortcuts); SwiftGen's users do
            // not list them, and they must not wrap the others' members in tables' enums.
            guard !file.isSystemTable else { return table }
            var (level, omitted) = SwiftGenTranslator(structured: structured, selection: selection, reservedNames: swiftGenReservedNames).level(of: file)
            level.typeName = SwiftGenName.typeName(file.tableName)
            omissions += omitted.map { omission in
                var omission = omission
                omission.tableName = file.tableName
                return omission
            }
            table.swiftGen = level
            return table
        }
        let resolver = ParameterResolver(path: file.path, accessorNames: declarations.accessorNames)
        // By index: a copy of the selected entries would retain each of their strings.
        let selected = catalog.entries.indices.filter { selection.includes(catalog.entries[$0]) }
        // Entries translate independently, so large catalogs use every core; results come back
        // in entry order, so diagnostics and output stay deterministic.
        var outcomes = selected.concurrentMap { index in
            Self.symbol(for: catalog.entries[index], in: catalog, path: file.path, resolver: resolver)
        }
        var symbols: [Symbol] = []
        symbols.reserveCapacity(outcomes.count)
        // Taken out rather than copied: a copy of a symbol retains each of its strings and arrays.
        for index in outcomes.indices {
            if !outcomes[index].diagnostics.isEmpty { diagnostics += outcomes[index].diagnostics }
            if var omission = outcomes[index].omission.take() {
                omission.tableName = file.tableName
                omissions.append(omission)
            }
            if let symbol = outcomes[index].symbol.take() { symbols.append(symbol) }
        }
        symbols.sortOutOfLine { $0.key < $1.key }
        var table = SymbolTable(
            tableName: file.tableName, path: file.path, typeName: typeName,
            sourceLanguage: catalog.sourceLanguage, symbols: symbols, languages: catalog.languages)
        table.sourceFiles = catalog.sourceFiles
        table.storage = catalog.storage
        return table
    }

    /// What translating one entry gives: its symbol, or why it has none, and other diagnostics.
    private struct EntryOutcome: Sendable {
        var symbol: Symbol?
        var omission: Omission?
        var diagnostics: [Diagnostic] = []
    }

    /// The symbol of one entry, or the reasons it has none.
    private static func symbol(
        for entry: CatalogEntry,
        in catalog: StringTable,
        path: String,
        resolver: ParameterResolver
    ) -> EntryOutcome {
        let isManual = entry.extractionState == .manual
        func omitted(_ reason: Omission.Reason, _ diagnostics: [Diagnostic]) -> Omission {
            Omission(reason: reason, keys: [entry.key], concernsManualKey: isManual, declinable: catalog.storage.holdsSymbolChoices, diagnostics: diagnostics)
        }
        let source = catalog.sourceValue(of: entry)
        let parsed = ParsedSourceValue(source)
        guard let name = SymbolName(keyFormat: parsed.format(ofKey: entry.key)) else {
            return EntryOutcome(omission: omitted(.noName, [Diagnostic(.warning, "the key '\(entry.key)' gives no symbol name, so it has no symbol", path: path, at: entry.keyLocation)]))
        }
        if source.isStringSet {
            return EntryOutcome(omission: omitted(.stringSet, [Diagnostic(.warning, "the key '\(entry.key)' is a string set, which has no symbol", path: path, at: entry.keyLocation)]))
        }
        var outcome = EntryOutcome()
        var unsupported: [Diagnostic] = []
        let resolution = resolver.resolve(entry, source: source, parsed: parsed, diagnostics: &outcome.diagnostics, unsupported: &unsupported)
        // A key that is not manual was most likely extracted from code and never chosen as a
        // symbol: a value of it that gives no consistent arguments costs it its symbol, with a
        // warning, but never the build.
        if !isManual, outcome.diagnostics.containsErrors {
            let errors = outcome.diagnostics.filter { $0.severity == .error }.map {
                Diagnostic(.warning, "\($0.message); '\(entry.key)' has no symbol", path: $0.path, at: $0.location)
            }
            outcome.diagnostics.removeAll { $0.severity == .error }
            outcome.omission = omitted(.unusableValue, errors)
            return outcome
        }
        guard let resolution else {
            if !unsupported.isEmpty {
                outcome.omission = omitted(.unsupportedArgument, unsupported)
                // A key nobody chose as a symbol is reported once, in the omission's summary;
                // what else its text holds is `check`'s to report, not generation's.
                if !isManual { outcome.diagnostics.removeAll { $0.severity == .warning } }
            }
            return outcome
        }
        outcome.symbol = Symbol(
            key: entry.key, keyLocation: entry.keyLocation, name: name, parameters: resolution.parameters,
            comment: entry.comment, source: parsed, substitutions: resolution.substitutions,
            extractionState: entry.extractionState)
        return outcome
    }
}

/// The symbol tables of one module, with the warnings found on the way.
public struct SymbolTranslation: Sendable {
    /// One table per catalog, sorted by table name.
    package var tables: [SymbolTable]
    /// Warnings, grouped by file and in file order, with keys that have no symbol reported as
    /// the translator's ``WarningDetail`` says.
    package var warnings: [Diagnostic]
    /// Every selected key that has no symbol, and why.
    package var omissions: [Omission]
    /// Whether the output declares the module's namespace (`.AppResources.someKey`), which a
    /// table of the module's name takes instead.
    package var declaresModuleNamespace = true
    /// With ``SymbolTranslator/toleratesManualClashes``: the clashes of manual keys that cost
    /// them their symbols, each a warning (also among ``warnings``).
    package var toleratedClashes: [Diagnostic] = []
}
