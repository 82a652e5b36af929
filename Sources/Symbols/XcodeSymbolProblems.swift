import InputText
import PluginFacts
import StringSymbolsTemplates
import TableModel

/// What breaks Xcode 26's own symbol generation ("Generate String Catalog Symbols") for a
/// catalog, predicted with Xcode's naming rule (``SymbolName``) over the keys Xcode generates
/// symbols for: manual keys (`extractionState: manual`) that do not carry
/// `generatesSymbol: false`.
///
/// Xcode's rule, not StringSymbols': its symbols are never renamed, dropped or escaped, so two
/// manual keys of one symbol, a key without a name, and a name Swift reserves each fail its
/// build, whatever `symbols` and the clash handling of `generate` say.
package struct XcodeSymbolProblem: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// Nothing of the key makes a name (`""`, `"%lld"`).
        case noName
        /// The keys give one symbol, of this signature (`delete`, `itemsCount(count: Int)`): the
        /// same name, argument labels and parameter types, which Swift cannot overload.
        case sameSymbol(signature: String)
        /// The key's symbol is a word Swift reserves in a declaration (`default`, `init`), which
        /// Xcode writes without backticks.
        case reservedName(String)
    }

    package var kind: Kind
    /// The keys concerned, in file order: one, or each key of a group of one symbol.
    package var keys: [String]
    /// Where each key is, in the order of ``keys``.
    package var locations: [SourceLocation]
}

extension XcodeSymbolProblem {
    /// The problems of the catalog `file`, in file order: each group of keys of one symbol
    /// once, at its first key. Keys `excluding` returns `true` for are left out, as if Xcode
    /// made no symbol for them. Legacy tables and catalogs inside `.lproj` folders (Interface
    /// Builder's tables) get no symbols from Xcode, and have no problems.
    package static func problems(in file: LoadedTable, excluding isExcluded: (CatalogEntry) -> Bool = { _ in false }) -> [XcodeSymbolProblem] {
        let folders = file.path.split(separator: "/").dropLast()
        guard file.catalog.storage == .catalog, !(folders.last.map { TableFileName.isLocalizationFolder(String($0)) } ?? false) else { return [] }
        let catalog = file.catalog
        let resolver = ParameterResolver(path: file.path, accessorNames: TemplateChoice.builtIn(.xcode).declarations.accessorNames)
        var problems: [XcodeSymbolProblem] = []
        // The keys of each signature, in file order.
        var bySignature: [String: [Int]] = [:]
        var signatures: [String] = []
        let entries = catalog.entries.indices
            .filter { SymbolSelection.manual.includes(catalog.entries[$0]) && !isExcluded(catalog.entries[$0]) }
            .sortedOutOfLine { catalog.entries[$0].keyLocation < catalog.entries[$1].keyLocation }
        for index in entries {
            let entry = catalog.entries[index]
            let source = catalog.sourceValue(of: entry)
            let parsed = ParsedSourceValue(source)
            guard let name = SymbolName(keyFormat: parsed.format(ofKey: entry.key)) else {
                problems.append(XcodeSymbolProblem(kind: .noName, keys: [entry.key], locations: [entry.keyLocation]))
                continue
            }
            if SwiftIdentifier.reservedInDeclarations.contains(name.identifier) {
                problems.append(XcodeSymbolProblem(kind: .reservedName(name.identifier), keys: [entry.key], locations: [entry.keyLocation]))
            }
            // A value whose arguments do not resolve is `generate`'s and `check`'s to report:
            // no signature can be said for it.
            var diagnostics: [Diagnostic] = []
            var unsupported: [Diagnostic] = []
            guard !source.isStringSet,
                  let resolution = resolver.resolve(entry, source: source, parsed: parsed, diagnostics: &diagnostics, unsupported: &unsupported),
                  !diagnostics.containsErrors
            else { continue }
            let signature = Self.signature(name: name, parameters: resolution.parameters)
            if bySignature[signature] == nil { signatures.append(signature) }
            bySignature[signature, default: []].append(index)
        }
        for signature in signatures {
            guard let group = bySignature[signature], group.count > 1 else { continue }
            problems.append(XcodeSymbolProblem(
                kind: .sameSymbol(signature: signature),
                keys: group.map { catalog.entries[$0].key }, locations: group.map { catalog.entries[$0].keyLocation }))
        }
        return problems.sortedOutOfLine { $0.locations[0] < $1.locations[0] }
    }

    /// The declaration as Swift tells declarations apart and a user reads it:
    /// `itemsCount(count: Int)`, `roomAvailable`.
    static func signature(name: SymbolName, parameters: [SymbolParameter]) -> String {
        guard !parameters.isEmpty else { return name.identifier }
        let list = parameters.map { "\($0.label ?? "_"): \(CollisionCheck.canonicalTypeName($0.type))" }
        return name.identifier + "(" + list.joined(separator: ", ") + ")"
    }
}
