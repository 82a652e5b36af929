import InputText
import StringSymbolsTemplates
import TableModel

/// Every rule that keeps names from the catalogs from clashing with each other or with what the
/// template declares, so that no output fails to compile for a name.
///
/// Two members clash when they have the same name, argument labels and parameter types as Swift
/// sees them (`CChar` is `Int8`): Swift overloads on labels and types, so anything else compiles.
/// Default-table members share their scope with the accessors of the other tables' namespaces,
/// every table needs its own type, and no table may take a name the template refers to.
package struct CollisionCheck {
    let tables: [SymbolTable]
    let module: ModuleNames
    let declarations: BuiltInTemplateDeclarations
    /// Whether manual keys that clash lose their symbols, with a warning, rather than stop the
    /// run: for what reads the code against the tables (`usage`, `migrate`), which can do its
    /// work without those symbols.
    var toleratesManualClashes = false

    /// What the check found.
    struct Outcome {
        /// Errors: about tables, and clashes between manual keys.
        var errors: [Diagnostic] = []
        /// The tables, without the symbols that lose a clash.
        var tables: [SymbolTable] = []
        /// Clashes that involve keys that are not manual: those keys get no symbol.
        var omissions: [Omission] = []
        /// Other warnings.
        var warnings: [Diagnostic] = []
        /// Clashes of manual keys that cost them their symbols (``toleratesManualClashes``),
        /// also among ``warnings``.
        var toleratedClashes: [Diagnostic] = []
        /// Whether the output declares the module's namespace (`.AppResources.someKey`): not when
        /// a table takes its name, as Xcode's symbols give that name to the table.
        var declaresModuleNamespace = true
    }

    /// Checks the tables, in the order given (so that the later of two clashing catalogs gets
    /// the error).
    ///
    /// Two manual keys that clash are an error naming both, as in Xcode. A clash that involves
    /// keys that are not manual never is: a manual key in the group keeps its symbol (and so does
    /// a table's namespace), and the other keys get none, with a warning.
    func run() -> Outcome {
        var outcome = Outcome()
        var tablesByName: [String: SymbolTable] = [:]
        var tablesByType: [String: SymbolTable] = [:]
        let moduleDeclarations = Set(declarations.moduleDeclarationSuffixes.map(module.declarationName(suffix:)))
        // A table named like the module (`Sparkle.strings` of module Sparkle) takes the name for
        // its namespace, as in Xcode; the module's own namespace gives way.
        let namesake = tables.first { $0.typeName.identifier == module.typeName }
        let declaresModuleNamespace = declarations.declaresModuleNamespace && namesake == nil
        outcome.declaresModuleNamespace = declaresModuleNamespace
        if declarations.declaresModuleNamespace, let namesake {
            outcome.warnings.append(Diagnostic(.warning, "the table '\(namesake.tableName)' has the name of its module, so `.\(module.typeName).someKey` is the table's, as in Xcode, and the module's strings have no namespace of the module's name; name the module otherwise (--module-name, \"moduleName\") to have both", path: namesake.path, at: nil))
        }
        if declaresModuleNamespace, Self.reservedTypeNames.contains(module.typeName), let first = tables.first {
            outcome.errors.append(Diagnostic(.error, "the module name '\(module.moduleName)' gives the namespace name '\(module.typeName)', which Swift reserves (`.\(module.typeName)` means something else after a type); name the module otherwise with --module-name or \"moduleName\"", path: first.path, at: nil))
        }
        let namespaceTypes = Dictionary(
            tables.map { (module.namespaceTypeName(forTable: $0.typeName), $0.tableName) }, uniquingKeysWith: { first, _ in first })
        for table in tables {
            let typeName = table.typeName.identifier
            func error(_ message: String) {
                outcome.errors.append(Diagnostic(.error, message, path: table.path, at: nil))
            }
            if let other = tablesByName[table.tableName] {
                error("the table '\(table.tableName)' is also defined by \(other.path); catalogs of one module need distinct file names")
                continue
            }
            tablesByName[table.tableName] = table
            if Self.reservedTypeNames.contains(typeName) {
                error("the table '\(table.tableName)' gives the type name '\(typeName)', which Swift reserves (`.\(typeName)` means something else after a type); rename the catalog")
                continue
            }
            if declarations.namesInMemberScopes.contains(typeName) {
                error("the table '\(table.tableName)' gives the type name '\(typeName)', which would hide the type of that name in the generated code; rename the catalog")
                continue
            }
            if moduleDeclarations.contains(typeName) {
                error("the table '\(table.tableName)' gives the type name '\(typeName)', which the generated code of module \(module.moduleName) declares itself; rename the catalog")
                continue
            }
            if let other = namespaceTypes[typeName] {
                error("the table '\(table.tableName)' gives the type name '\(typeName)', which is the name of the namespace type of the table '\(other)'; rename the catalog")
                continue
            }
            if declaresModuleNamespace, typeName == module.typeName {
                error("the table '\(table.tableName)' gives the type name '\(typeName)', the name of the namespace of module \(module.moduleName) (`.\(typeName).someKey`); rename the catalog")
                continue
            }
            if let other = tablesByType[typeName] {
                error("the table '\(table.tableName)' and the table '\(other.tableName)' (\(other.path)) both become the type name '\(typeName)'; rename one of the catalogs")
                continue
            }
            tablesByType[typeName] = table
            outcome.tables.append(resolvingMemberClashes(in: table, into: &outcome))
        }
        return outcome
    }

    /// The table without the symbols that lose a clash; errors and omissions go to `outcome`.
    private func resolvingMemberClashes(in table: SymbolTable, into outcome: inout Outcome) -> SymbolTable {
        // Names a member cannot take: what the generated code refers to in the member's scope,
        // and for a default-table member the tables' namespaces and the module's. (Symbol names
        // start with a lower-case letter, so only names in scripts without letter case can meet
        // these.)
        let declinable = table.storage.holdsSymbolChoices
        var namespaces: [String: String] = [:]
        for name in declarations.namesInMemberScopes { namespaces[name] = "a name the generated code uses, '\(name)'" }
        for suffix in declarations.moduleDeclarationSuffixes {
            namespaces[module.declarationName(suffix: suffix)] = "a type the generated code of module \(module.moduleName) declares"
        }
        for other in tables { namespaces[module.namespaceTypeName(forTable: other.typeName)] = "the namespace type of the table '\(other.tableName)'" }
        if table.isDefault {
            for other in tables where !other.isDefault {
                namespaces[other.typeName.identifier] = "the namespace of the table '\(other.tableName)' (\(other.path))"
            }
            if outcome.declaresModuleNamespace {
                namespaces[module.typeName] = "the namespace of module \(module.moduleName) (`.\(module.typeName).someKey`)"
            }

        }
        // Members clash only when they share a name, and few do: each name's first symbol, and
        // the symbols of the names that more than one has (by index, keyed by the first), are
        // gathered first, and only those get their signatures compared.
        var firstOfName: [String: Int] = [:]
        firstOfName.reserveCapacity(table.symbols.count)
        var sameName: [Int: [Int]] = [:]
        var dropped: Set<String> = []
        // A property of such a name would be a redeclaration; a function may share the base name.
        let properties: [String: String] = table.isDefault
            ? Dictionary(uniqueKeysWithValues: declarations.defaultTableMemberNames.map { ($0, "a property the generated code declares beside it, '\($0)'") })
            : [:]
        // The lengths of the names a member cannot take, one bit each: most names are longer or
        // shorter than all of them, and need not be looked up.
        let takenLengthMask = (Array(namespaces.keys) + Array(properties.keys)).reduce(UInt64(0)) { mask, name in
            name.utf8.count < 64 ? mask | 1 << name.utf8.count : mask
        }
        for index in table.symbols.indices {
            // The name and parameters are read in place; the whole symbol is copied (each of its
            // strings and arrays retained) only for the rare one that takes a reserved name.
            let identifier = table.symbols[index].name.identifier
            let length = identifier.utf8.count
            if length >= 64 || takenLengthMask & 1 << length != 0,
               let namespace = namespaces[identifier] ?? (table.symbols[index].parameters.isEmpty ? properties[identifier] : nil) {
                let symbol = table.symbols[index]
                if symbol.isManual {
                    outcome.errors.append(Diagnostic(.error, "the symbol '\(symbol.name.identifier)' of key '\(symbol.key)' has the name of \(namespace); rename the key or the catalog", path: table.path, at: symbol.keyLocation))
                } else {
                    dropped.insert(symbol.key)
                    outcome.omissions.append(Omission(
                        tableName: table.tableName,
                        reason: .takenName, keys: [symbol.key], concernsManualKey: false, declinable: declinable,
                        diagnostics: [Diagnostic(.warning, "the key '\(symbol.key)' gives the symbol '\(symbol.name.identifier)', which is the name of \(namespace), so it has no symbol; rename the key\(Omission.orDecline(on: "it", declinable))", path: table.path, at: symbol.keyLocation)]))
                }
                continue
            }
            // One lookup for a new name, which nearly every name is: its index goes in, and a
            // name seen before gets its first index back. (Through the dictionary's subscript
            // with a default, each lookup also allocated.)
            if let first = firstOfName.updateValue(index, forKey: identifier) {
                firstOfName[identifier] = first
                sameName[first, default: [first]].append(index)
            }
        }
        var clashes: [Int: [Int]] = [:]
        for (_, indices) in sameName {
            var firstOfSignature: [Signature: Int] = [:]
            for index in indices {
                let parameters = table.symbols[index].parameters
                let signature = Signature(
                    name: table.symbols[index].name.identifier, labels: parameters.map(\.label),
                    types: parameters.map { Self.canonicalTypeName($0.type) })
                if let first = firstOfSignature[signature] {
                    clashes[first, default: [first]].append(index)
                } else {
                    firstOfSignature[signature] = index
                }
            }
        }
        for (_, indices) in clashes.sortedOutOfLine(by: { $0.key < $1.key }) {
            let group = indices.map { table.symbols[$0] }
            let byPosition = group.sortedOutOfLine { $0.keyLocation < $1.keyLocation }
            let manual = byPosition.filter(\.isManual)
            let others = byPosition.filter { !$0.isManual }
            if toleratesManualClashes, manual.count > 1 {
                dropped.formUnion(byPosition.map(\.key))
                let keys = byPosition.map { "'\($0.key)'" }
                let warning = Diagnostic(
                    .warning, "the keys \(listed(keys)) give the symbol '\(group[0].signatureDescription)', which 'generate' refuses for \(manual.count == byPosition.count ? "them" : "the manual ones among them"); here none of them has a symbol, so their lookups are checked but not rewritten",
                    path: table.path, at: manual[1].keyLocation)
                outcome.warnings.append(warning)
                outcome.toleratedClashes.append(warning)
                continue
            }
            for symbol in manual.dropFirst() {
                let first = manual[0]
                outcome.errors.append(Diagnostic(.error, "the keys '\(first.key)' and '\(symbol.key)' both give the symbol '\(symbol.signatureDescription)' (the other key is at \(place(first, in: table))); rename one of them or set \"generatesSymbol\" to false on one", path: table.path, at: symbol.keyLocation))
            }
            guard !others.isEmpty else { continue }
            dropped.formUnion(others.map(\.key))
            let keys = others.map { "'\($0.key)'" }
            let message: String
            if let keeper = manual.first {
                let subject = others.count == 1 ? "the key \(keys[0]) gives" : "the keys \(listed(keys)) give"
                message = "\(subject) the symbol '\(keeper.signatureDescription)' of the manual key '\(keeper.key)' (at \(place(keeper, in: table))), so \(others.count == 1 ? "it has" : "they have") no symbol; rename \(others.count == 1 ? "it" : "them")\(Omission.orDecline(on: others.count == 1 ? "it" : "them", declinable))"
            } else {
                message = "the keys \(listed(keys)) \(keys.count == 2 ? "both" : "all") give the symbol '\(group[0].signatureDescription)', and none of them is manual, so none has a symbol; rename all but one\(Omission.orDecline(on: "all but one", declinable))"
            }
            outcome.omissions.append(Omission(
                tableName: table.tableName, reason: .clash, keys: others.map(\.key), keptKey: manual.first?.key, concernsManualKey: false, declinable: declinable,
                diagnostics: [Diagnostic(.warning, message, path: table.path, at: others[0].keyLocation)]))
        }
        var result = table
        if !dropped.isEmpty { result.symbols.removeAll { dropped.contains($0.key) } }
        return result
    }

    private func place(_ symbol: Symbol, in table: SymbolTable) -> String {
        let (path, location) = table.sourceFiles.resolve(symbol.keyLocation) ?? (table.path, symbol.keyLocation)
        return "\(path):\(location.line):\(location.column)"
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
}
