import StringCatalog

/// Finds symbols and tables that would make the generated code fail to compile.
///
/// Two members clash when they have the same name, argument labels and parameter types (Swift
/// overloads on labels and types, so anything else compiles). Default-table members share their
/// scope with the accessors of the other tables' namespaces, and every table needs its own type.
struct CollisionCheck {
    let tables: [SymbolTable]

    func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var tablesByName: [String: SymbolTable] = [:]
        var tablesByType: [String: SymbolTable] = [:]
        for table in tables {
            if let other = tablesByName[table.tableName] {
                diagnostics.append(Diagnostic(.error, "the table '\(table.tableName)' is also defined by \(other.path); catalogs of one module need distinct file names", path: table.path, at: nil))
                continue
            }
            tablesByName[table.tableName] = table
            if Self.reservedTypeNames.contains(table.typeName.identifier) {
                diagnostics.append(Diagnostic(.error, "the table '\(table.tableName)' gives the type name '\(table.typeName.identifier)', which Swift reserves (`.\(table.typeName.identifier)` means something else after a type); rename the catalog", path: table.path, at: nil))
                continue
            }
            if Self.typeNamesUsedByGeneratedCode.contains(table.typeName.identifier) {
                diagnostics.append(Diagnostic(.error, "the table '\(table.tableName)' gives the type name '\(table.typeName.identifier)', which would hide the type of that name in the generated code; rename the catalog", path: table.path, at: nil))
                continue
            }
            if let other = tablesByType[table.typeName.identifier] {
                diagnostics.append(Diagnostic(.error, "the table '\(table.tableName)' and the table '\(other.tableName)' (\(other.path)) both become the type name '\(table.typeName.identifier)'; rename one of the catalogs", path: table.path, at: nil))
                continue
            }
            tablesByType[table.typeName.identifier] = table
            diagnostics += memberClashes(in: table)
        }
        let namespaces = tables.filter { !$0.isDefault }
        for table in tables where table.isDefault {
            for symbol in table.symbols {
                guard let namespace = namespaces.first(where: { $0.typeName.identifier == symbol.name.identifier }) else { continue }
                diagnostics.append(Diagnostic(.error, "the symbol '\(symbol.name.identifier)' of key '\(symbol.key)' has the name of the namespace of the table '\(namespace.tableName)' (\(namespace.path)); rename the key or the catalog", path: table.path, at: symbol.keyLocation))
            }
        }
        return diagnostics
    }

    /// Names that cannot be used as a namespace: after a type name they mean the metatype or
    /// the type itself.
    static let reservedTypeNames: Set<String> = ["Type", "Protocol", "Self"]

    /// Types the built-in templates refer to inside the scopes where tables become members or
    /// nested types; a table of one of these names would shadow it there.
    static let typeNamesUsedByGeneratedCode: Set<String> = [
        "LocalizedStringResource", "StaticString", "String", "Locale", "Bundle", "CVarArg",
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CChar", "Foundation", "Swift",
    ]

    private struct Signature: Hashable {
        var name: String
        var labels: [String?]
        var types: [FormatArgumentType]
    }

    private func memberClashes(in table: SymbolTable) -> [Diagnostic] {
        var first: [Signature: Symbol] = [:]
        var diagnostics: [Diagnostic] = []
        for symbol in table.symbols {
            let signature = Signature(name: symbol.name.identifier, labels: symbol.parameters.map(\.label), types: symbol.parameters.map(\.type))
            guard let other = first[signature] else {
                first[signature] = symbol
                continue
            }
            let otherPlace = "\(table.path):\(other.keyLocation.line):\(other.keyLocation.column)"
            diagnostics.append(Diagnostic(.error, "the keys '\(other.key)' and '\(symbol.key)' both give the symbol '\(symbol.signatureDescription)' (the other key is at \(otherPlace)); rename one of them or set \"generatesSymbol\" to false on one", path: table.path, at: symbol.keyLocation))
        }
        return diagnostics
    }
}
