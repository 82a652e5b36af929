import StringCatalog
import StringSymbolsTemplates

/// Every rule that keeps names from the catalogs from clashing with each other or with what the
/// template declares, so that no output fails to compile for a name.
///
/// Two members clash when they have the same name, argument labels and parameter types as Swift
/// sees them (`CChar` is `Int8`): Swift overloads on labels and types, so anything else compiles.
/// Default-table members share their scope with the accessors of the other tables' namespaces,
/// every table needs its own type, and no table may take a name the template refers to.
struct CollisionCheck {
    let tables: [SymbolTable]
    let module: ModuleNames
    let declarations: BuiltInTemplateDeclarations

    func diagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var tablesByName: [String: SymbolTable] = [:]
        var tablesByType: [String: SymbolTable] = [:]
        let moduleDeclarations = Set(declarations.moduleDeclarationSuffixes.map(module.declarationName(suffix:)))
        for table in tables {
            let typeName = table.typeName.identifier
            if let other = tablesByName[table.tableName] {
                diagnostics.append(Diagnostic(.error, "the table '\(table.tableName)' is also defined by \(other.path); catalogs of one module need distinct file names", path: table.path, at: nil))
                continue
            }
            tablesByName[table.tableName] = table
            if Self.reservedTypeNames.contains(typeName) {
                diagnostics.append(Diagnostic(.error, "the table '\(table.tableName)' gives the type name '\(typeName)', which Swift reserves (`.\(typeName)` means something else after a type); rename the catalog", path: table.path, at: nil))
                continue
            }
            if declarations.namesInMemberScopes.contains(typeName) {
                diagnostics.append(Diagnostic(.error, "the table '\(table.tableName)' gives the type name '\(typeName)', which would hide the type of that name in the generated code; rename the catalog", path: table.path, at: nil))
                continue
            }
            if moduleDeclarations.contains(typeName) {
                diagnostics.append(Diagnostic(.error, "the table '\(table.tableName)' gives the type name '\(typeName)', which the generated code of module \(module.moduleName) declares itself; rename the catalog", path: table.path, at: nil))
                continue
            }
            if let other = tablesByType[typeName] {
                diagnostics.append(Diagnostic(.error, "the table '\(table.tableName)' and the table '\(other.tableName)' (\(other.path)) both become the type name '\(typeName)'; rename one of the catalogs", path: table.path, at: nil))
                continue
            }
            tablesByType[typeName] = table
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

    /// A member as Swift tells members apart: its name, labels and parameter types.
    private struct Signature: Hashable {
        var name: String
        var labels: [String?]
        var types: [String]
    }

    /// The type Swift sees for a parameter type as written: a type alias is its underlying type.
    static func canonicalTypeName(_ type: FormatArgumentType) -> String {
        switch type {
        case .cChar: FormatArgumentType.int8.swiftName
        default: type.swiftName
        }
    }

    private func memberClashes(in table: SymbolTable) -> [Diagnostic] {
        var first: [Signature: Symbol] = [:]
        var diagnostics: [Diagnostic] = []
        for symbol in table.symbols {
            let signature = Signature(
                name: symbol.name.identifier, labels: symbol.parameters.map(\.label),
                types: symbol.parameters.map { Self.canonicalTypeName($0.type) })
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
