import CatalogWriter
import InputText
import JSON

/// What importing one XLIFF `<file>` into its catalog did.
public struct ImportOutcome: Sendable {
    /// How many values or states changed.
    public var changed = 0
    /// How many targets were already the catalog's.
    public var unchanged = 0
    /// How many targets were left out for their state (`new`, `needs-review-…`).
    public var unfinished = 0
    /// Units that name nothing in the catalog, and the like.
    public var warnings: [Diagnostic] = []

    /// An outcome of nothing done yet.
    public init() {}
}

extension ExchangeCatalog {
    /// Writes the targets of `file` (read from `xliffPath`) into the catalog, as Xcode's import
    /// does: a target in a finished state (`translated`, `final`, `signed-off`, another, or none)
    /// becomes the language's value with the state `translated` (`machine_translated` with
    /// `state-qualifier="leveraged-mt"`); `new` and `needs-review-…` targets and units without a
    /// target change nothing. A target as the catalog would export it keeps the catalog's text as
    /// written; another is turned back from XLIFF's spelling (``SubstitutionText``).
    ///
    /// - Throws: A file whose source language is not the catalog's, and what
    ///   ``xliffFile(language:)`` throws.
    public mutating func importing(_ file: XLIFFFile, from xliffPath: String) throws(DiagnosticError) -> ImportOutcome {
        guard file.sourceLanguage == sourceLanguage else {
            throw DiagnosticError(Diagnostic(
                .error, "the file's source-language '\(file.sourceLanguage)' is not the catalog's '\(sourceLanguage)' (\(path))", path: xliffPath, at: file.location))
        }
        let language = file.targetLanguage
        let known = Dictionary(try units(language: language).map { ($0.unit.id, $0) }, uniquingKeysWith: { first, _ in first })
        var outcome = ImportOutcome()
        var byKey: [String: [(unit: CatalogUnits.Unit, target: XLIFFTarget)]] = [:]
        for unit in file.units {
            guard let target = unit.target else { continue }
            guard let exported = known[unit.id] else {
                outcome.warnings.append(Diagnostic(
                    .warning, "the unit '\(unit.id)' names no key or variation of \(original) in '\(language)'; it is not imported", path: xliffPath, at: unit.location))
                continue
            }
            if let state = target.state, state == "new" || state.hasPrefix("needs-review") {
                outcome.unfinished += 1
                continue
            }
            byKey[exported.key, default: []].append((exported, target))
        }
        guard !byKey.isEmpty, case .object(var entries)? = node["strings"] else { return outcome }
        node["strings"] = .null
        for index in entries.indices {
            guard let pending = byKey[entries[index].key] else { continue }
            var entry = EntryImport(entry: entries[index].value, sourceLanguage: sourceLanguage, language: language)
            for (unit, target) in pending {
                if entry.set(target, at: unit.path) { outcome.changed += 1 } else { outcome.unchanged += 1 }
            }
            entries[index].value = entry.entry
        }
        node["strings"] = .object(entries)
        return outcome
    }

    /// The catalog in Xcode's bytes, as an import leaves it.
    public func written() -> [UInt8] {
        bytes()
    }
}

/// The import of targets into one entry of a catalog, for one language.
struct EntryImport {
    var entry: JSONNode
    let sourceLanguage: String
    let language: String

    /// Writes `target` into the leaf at `path`; whether the value or its state changed.
    mutating func set(_ target: XLIFFTarget, at path: [String]) -> Bool {
        var localizations = entry["localizations"] ?? .object([])
        let source = localizations[sourceLanguage]
        var localization = localizations[language] ?? .object([])
        let substitution = path.first == "substitutions" ? path[1] : nil
        if let substitution, localization["substitutions"]?[substitution] == nil {
            // A substitution the language lacks takes its argument from the source language's.
            var created = JSONNode.object([])
            created["argNum"] = source?["substitutions"]?[substitution]?["argNum"]
            created["formatSpecifier"] = source?["substitutions"]?[substitution]?["formatSpecifier"]
            var substitutions = localization["substitutions"] ?? .object([])
            substitutions[substitution] = created
            localization["substitutions"] = substitutions
        }
        let state = target.stateQualifier == "leveraged-mt" ? "machine_translated" : "translated"
        if path.isEmpty, let values = target.set {
            let current = localization["stringSet"]
            if current?["state"]?.stringValue == state, current?["values"] == .array(values.map(JSONNode.string)) { return false }
            var stringSet = current ?? .object([])
            stringSet["state"] = .string(state)
            stringSet["values"] = .array(values.map(JSONNode.string))
            localization["stringSet"] = stringSet
            localizations[language] = localization
            entry["localizations"] = localizations
            return true
        }
        var arguments = CatalogUnits.arguments(source)
        arguments.merge(CatalogUnits.arguments(localization)) { _, own in own }
        let keyPath = Self.jsonPath(path)
        let current = localization[path: keyPath]
        let currentValue = current?["value"]?.stringValue
        let value: String
        if let currentValue, Self.exported(currentValue, arguments: arguments, substitution: substitution) == target.text {
            value = currentValue
        } else if let substitution {
            value = SubstitutionText.importingArgument(target.text, argument: arguments[substitution])
        } else {
            value = SubstitutionText.importingReferences(target.text, arguments: arguments)
        }
        if currentValue == value, current?["state"]?.stringValue == state { return false }
        var stringUnit = current ?? .object([])
        stringUnit["state"] = .string(state)
        stringUnit["value"] = .string(value)
        localization[path: keyPath] = stringUnit
        localizations[language] = localization
        entry["localizations"] = localizations
        return true
    }

    private static func exported(_ text: String, arguments: [String: SubstitutionText.Argument], substitution: String?) -> String {
        if let substitution { return SubstitutionText.exportingArgument(text, argument: arguments[substitution]) }
        return SubstitutionText.exportingReferences(text, arguments: arguments)
    }

    /// The members from a localization to a leaf's `stringUnit`: each variation `kind, case` as
    /// `variations, kind, case`, a substitution as `substitutions, name`.
    static func jsonPath(_ path: [String]) -> [String] {
        var keys: [String] = []
        var index = 0
        if path.first == "substitutions" {
            keys = ["substitutions", path[1]]
            index = 2
        }
        while index + 1 < path.count {
            keys += ["variations", path[index], path[index + 1]]
            index += 2
        }
        return keys + ["stringUnit"]
    }
}

extension JSONNode {
    /// The member at the end of `path`, objects created on the way when set.
    subscript(path path: [String]) -> JSONNode? {
        get {
            var node: JSONNode? = self
            for key in path { node = node?[key] }
            return node
        }
        set {
            guard let first = path.first else {
                if let newValue { self = newValue }
                return
            }
            var child = self[first] ?? .object([])
            child[path: Array(path.dropFirst())] = newValue
            self[first] = child
        }
    }
}
