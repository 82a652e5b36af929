import CatalogWriter
import InputText
import JSON
import TableModel

/// What importing XLIFF `<file>`s into their catalogs did: of one file, or added up over many.
public struct ImportOutcome: Sendable {
    /// How many values or states changed.
    public var changed = 0
    /// How many targets were already the catalog's.
    public var unchanged = 0
    /// How many units' targets were left out for their state (`new`, `needs-review-…`), each
    /// unit once over the files imported into a catalog: a file whose finished target replaces
    /// one an earlier file left out takes it off (so one file's count may be below zero).
    public var unfinished = 0
    /// Units that name nothing in the catalog, and the like.
    public var warnings: [Diagnostic] = []

    /// An outcome of nothing done yet.
    public init() {}
}

/// A unit an import has met: what its target writes, where it was read, and how it counts in
/// the outcomes.
struct ImportedUnit: Sendable {
    /// The target as far as it decides what is written: its text or set, and whether it is a
    /// machine translation (`translated` and `final` write the same).
    var written: XLIFFTarget
    var path: String
    var location: SourceLocation?
    var counted: EntryImport.Outcome?
    /// Whether the target was the catalog's own export, which writes nothing.
    var keepsCatalogState = false

    /// Where the unit was read, as a diagnostic names a place.
    var place: String { path + (location.map { ":\($0.line):\($0.column)" } ?? "") }
}

extension ExchangeCatalog {
    /// Writes the targets of `file` (read from `xliffPath`) into the catalog, as Xcode's import
    /// does: a target in a finished state (`translated`, `final`, `signed-off`, another, or none)
    /// becomes the language's value with the state `translated` (`machine_translated` with
    /// `state-qualifier="leveraged-mt"`); `new` and `needs-review-…` targets and units without a
    /// target change nothing. A target as the catalog would export it keeps the catalog's text as
    /// written; another is turned back from XLIFF's spelling (``SubstitutionText``). A target
    /// that is what the catalog exported before the import (the first of this language), text
    /// and state alike, changes nothing, and yields to another file's target. A target of a
    /// string not to translate (`shouldTranslate: false`) is left out, with a warning unless it is
    /// the catalog's text or the source.
    ///
    /// The file's target language, spelled another way than the catalog spells a language it
    /// has (letters of either case, `_` for `-`), is that language.
    ///
    /// - Throws: A file whose source language is not the catalog's, or whose target language is
    ///   not spelled as a language, and what
    ///   ``xliffFile(language:)`` throws.
    public mutating func importing(_ file: XLIFFFile, from xliffPath: String) throws(DiagnosticError) -> ImportOutcome {
        guard LanguageCode.spelling(of: file.sourceLanguage, among: [sourceLanguage]) != nil else {
            throw DiagnosticError(Diagnostic(
                .error, "the file's source-language '\(file.sourceLanguage)' is not the catalog's '\(sourceLanguage)' (\(path))", path: xliffPath, at: file.location))
        }
        guard LanguageCode.isWellFormed(file.targetLanguage) else {
            throw DiagnosticError(Diagnostic(
                .error, "the file's target-language '\(file.targetLanguage)' is not a language as catalogs name them (de, pt-BR, zh-Hans)", path: xliffPath, at: file.location))
        }
        // A language the catalog has, spelled another way (`DE`, `pt_BR`), is that language: a
        // new spelling would add a second localization of it.
        let language = LanguageCode.spelling(of: file.targetLanguage, among: languages) ?? file.targetLanguage
        // `units` refuses two units of one id, so each id is one unit.
        let known = Dictionary(uniqueKeysWithValues: try units(language: language).map { ($0.unit.id, $0) })
        if exportedBeforeImport[language] == nil {
            exportedBeforeImport[language] = known.compactMapValues(\.unit.target)
        }
        let exportedBefore = exportedBeforeImport[language] ?? [:]
        var outcome = ImportOutcome()
        var byKey: [String: [(unit: CatalogUnits.Unit, target: XLIFFTarget, location: SourceLocation?, id: String, previous: ImportedUnit?)]] = [:]
        var untranslated: [(id: String, location: SourceLocation?)] = []
        for unit in file.units {
            guard let exported = known[unit.id] else {
                outcome.warnings.append(Diagnostic(
                    .warning, "the unit '\(unit.id)' names no key or variation of \(original) in '\(language)'; it is not imported", path: xliffPath, at: unit.location))
                continue
            }
            // Only a variation's unit can drop out of the next export (its language's own
            // variations decide which are offered).
            let isVariation = !exported.path.isEmpty
            guard let target = unit.target else {
                if isVariation { untranslated.append((unit.id, unit.location)) }
                continue
            }
            let id = language + "\u{0}" + unit.id
            if let state = target.state, state == "new" || state.hasPrefix("needs-review") {
                // Met again, or translated already by another XLIFF, it is not counted again.
                if imported[id] == nil, unfinished.insert(id).inserted { outcome.unfinished += 1 }
                if isVariation { untranslated.append((unit.id, unit.location)) }
                continue
            }
            // A string not to translate keeps what the catalog has: a target for it is left out,
            // and said so unless it is the catalog's own or the source (what a platform fills in
            // for a locked unit), which leaving out loses nothing.
            if !exported.unit.translate {
                let asExported = exported.unit.target.map { $0.text == target.text && $0.set == target.set } ?? false
                let asSource = exported.unit.source == target.text && exported.unit.sourceSet == target.set
                if !asExported && !asSource {
                    outcome.warnings.append(Diagnostic(
                        .warning, "the unit '\(unit.id)' of \(original) is not to be translated (the catalog's 'shouldTranslate' is false: translate=\"no\"); its target is left out, so make the string translatable in the catalog first if it should be",
                        path: xliffPath, at: unit.location))
                }
                continue
            }
            // Left out before, it is translated now: no longer counted as left out.
            if unfinished.remove(id) != nil { outcome.unfinished -= 1 }
            let written = XLIFFTarget(text: target.text, set: target.set, state: nil, stateQualifier: target.stateQualifier == "leveraged-mt" ? "leveraged-mt" : nil)
            // A target as the catalog exported it before this import, its state too, is what the
            // catalog held: the text is not taken again as `translated` when the catalog gave it
            // another state (none, `stale`, one of its own), and another file's translation of
            // the unit stands, so an unchanged export changes nothing, in whatever order.
            let keepsCatalogState = exportedBefore[unit.id].map {
                $0.text == target.text && $0.set == target.set && $0.state == target.state && $0.stateQualifier == target.stateQualifier
            } ?? false
            // The same target again changes nothing.
            let previous = imported[id]
            if let previous, previous.written == written, previous.keepsCatalogState == keepsCatalogState { continue }
            if keepsCatalogState {
                if previous == nil {
                    outcome.unchanged += 1
                    imported[id] = ImportedUnit(written: written, path: xliffPath, location: unit.location, counted: .unchanged, keepsCatalogState: true)
                }
                continue
            }
            // Translated from a text the source language no longer has: the translation may not
            // fit the new text (Xcode imports it by its id alone). A text for a set, or a set for
            // a text, is a warning of its own when the target is written.
            let sameForm = (unit.sourceSet == nil) == (exported.unit.sourceSet == nil)
            if sameForm, unit.source != nil || unit.sourceSet != nil, unit.source != exported.unit.source || unit.sourceSet != exported.unit.sourceSet {
                outcome.warnings.append(Diagnostic(
                    .warning, "the unit '\(unit.id)' of \(original) was translated from a source text that has changed since (its <source> is not the catalog's \(sourceLanguage) text); its target is imported all the same, so check that it still fits",
                    path: xliffPath, at: unit.location))
            }
            imported[id] = ImportedUnit(written: written, path: xliffPath, location: unit.location, counted: previous?.counted)
            byKey[exported.key, default: []].append((exported, target, unit.location, id, previous))
        }
        guard !byKey.isEmpty, case .object(var entries)? = node["strings"] else { return outcome }
        node["strings"] = .null
        for index in entries.indices {
            guard let pending = byKey[entries[index].key] else { continue }
            var entry = EntryImport(entry: entries[index].value, sourceLanguage: sourceLanguage, language: language)
            for (unit, target, location, id, previous) in pending {
                // Each unit counts once, as its last target left it: changed once any of its
                // targets changed the catalog.
                let counted = imported[id]?.counted
                let result = entry.set(target, at: unit.path)
                if let previous, result == .changed, !previous.keepsCatalogState {
                    // Another translation of a unit imported already: the last read wins, and says so.
                    outcome.warnings.append(Diagnostic(
                        .warning, "the unit '\(unit.unit.id)' of \(original) in '\(language)' was imported from \(previous.place) with another target ('\(previous.written.text)'); this one ('\(target.text)') replaces it", path: xliffPath, at: location))
                }
                switch result {
                case .changed where counted != .changed:
                    outcome.changed += 1
                    if counted == .unchanged { outcome.unchanged -= 1 }
                    imported[id]?.counted = .changed
                case .unchanged where counted == nil:
                    outcome.unchanged += 1
                    imported[id]?.counted = .unchanged
                case .changed, .unchanged:
                    break
                case .notAnObject(let what):
                    outcome.warnings.append(Diagnostic(
                        .warning, "the unit '\(unit.unit.id)' is not imported: in \(original), \(what) is not an object", path: xliffPath, at: location))
                case .otherForm(let held):
                    outcome.warnings.append(Diagnostic(
                        .warning, "the unit '\(unit.unit.id)' is not imported: its target is \(target.set == nil ? "a string" : "a set of strings"), and \(original) holds \(held) there in '\(language)'; export '\(language)' again to translate what the catalog holds",
                        path: xliffPath, at: location))
                }
            }
            if entry.entry != entries[index].value { entry.positioningReferencesToMissingSubstitutions() }
            entries[index].value = entry.entry
        }
        node["strings"] = .object(entries)
        // A unit left untranslated that the next export will not offer: the language's own
        // variations, which this import made or filled, lack it (a device the translator left
        // out, which then shows the language's `other` text).
        if !untranslated.isEmpty {
            let offered = Set(CatalogUnits(catalog: node, sourceLanguage: sourceLanguage, language: language).units.map(\.unit.id))
            for (id, location) in untranslated where !offered.contains(id) {
                outcome.warnings.append(Diagnostic(
                    .warning, "the unit '\(id)' of \(original) has no finished translation, and after this import '\(language)' has variations without it: the next export will not offer it; translate it here, or add it to '\(language)' in the catalog",
                    path: xliffPath, at: location))
            }
        }
        return outcome
    }

}

/// The import of targets into one entry of a catalog, for one language.
struct EntryImport {
    var entry: JSONNode
    let sourceLanguage: String
    let language: String

    /// What writing one target did.
    enum Outcome: Equatable {
        case changed
        case unchanged
        /// The catalog has something other than an object where the target would go: what.
        case notAnObject(String)
        /// The catalog holds another form where the target would go (a string, a set of
        /// strings or variations): which. Writing the target beside it would make a
        /// localization that holds two, which no reader accepts.
        case otherForm(String)
    }

    /// The forms a localization, a substitution or a variation's case holds exactly one of.
    private static let forms = [("stringUnit", "a string"), ("stringSet", "a set of strings"), ("variations", "variations")]

    /// What `container` holds in place of its member `form`, when it holds another form.
    private static func otherForm(in container: JSONNode?, than form: String) -> String? {
        forms.first { $0.0 != form && container?[$0.0] != nil }?.1
    }

    /// Writes `target` into the leaf at `path`.
    mutating func set(_ target: XLIFFTarget, at path: [String]) -> Outcome {
        guard entry.members != nil else { return .notAnObject("the key's entry") }
        var localizations = entry["localizations"] ?? .object([])
        guard localizations.members != nil else { return .notAnObject("the key's 'localizations'") }
        let source = localizations[sourceLanguage]
        var localization = localizations[language] ?? .object([])
        guard localization.members != nil else { return .notAnObject("the '\(language)' localization") }
        let keyPath = Self.jsonPath(path)
        // Every member on the way to the text must be an object, or absent (and then made one).
        var node: JSONNode? = localization
        for key in keyPath {
            node = node?[key]
            if let present = node, present.members == nil { return .notAnObject("'\(key)' on the way to the unit's text") }
        }
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
        if path.isEmpty, target.set != nil {
            if let held = Self.otherForm(in: localization, than: "stringSet") { return .otherForm(held) }
        } else {
            for (index, key) in keyPath.enumerated() where key == "variations" || key == "stringUnit" {
                if let held = Self.otherForm(in: localization[path: Array(keyPath[..<index])], than: key) { return .otherForm(held) }
            }
        }
        if path.isEmpty, let values = target.set {
            let current = localization["stringSet"]
            if let current, current.members == nil { return .notAnObject("the key's 'stringSet'") }
            if current?["state"]?.stringValue == state, current?["values"] == .array(values.map(JSONNode.string)) { return .unchanged }
            var stringSet = current ?? .object([])
            stringSet["state"] = .string(state)
            stringSet["values"] = .array(values.map(JSONNode.string))
            localization["stringSet"] = stringSet
            localizations[language] = localization
            entry["localizations"] = localizations
            return .changed
        }
        let current = localization[path: keyPath]
        let currentValue = current?["value"]?.stringValue
        let value: String
        // Compared as the export spells the language's text; a new text is read with the source
        // language's substitutions too, which a translation may refer to before its own exist.
        if let currentValue, SubstitutionText.exported(currentValue, arguments: CatalogUnits.arguments(localization), substitution: substitution) == target.text {
            value = currentValue
        } else {
            var arguments = CatalogUnits.arguments(source)
            arguments.merge(CatalogUnits.arguments(localization)) { _, own in own }
            value = SubstitutionText.imported(target.text, arguments: arguments, substitution: substitution)
        }
        if currentValue == value, current?["state"]?.stringValue == state { return .unchanged }
        var stringUnit = current ?? .object([])
        stringUnit["state"] = .string(state)
        stringUnit["value"] = .string(value)
        localization[path: keyPath] = stringUnit
        localizations[language] = localization
        entry["localizations"] = localizations
        return .changed
    }

    /// Gives back their positions to the references of the language's texts to substitutions
    /// only the source language has (`%2$#@albums@`, as Xcode keeps them): an import writes a
    /// reference without its position, which the substitution's `argNum` holds, so where the
    /// translation of the substitution did not come the reference named no argument.
    mutating func positioningReferencesToMissingSubstitutions() {
        guard var localizations = entry["localizations"], let localization = localizations[language] else { return }
        var missing = CatalogUnits.arguments(localizations[sourceLanguage])
        for member in localization["substitutions"]?.members ?? [] { missing[member.key] = nil }
        guard !missing.isEmpty else { return }
        let positioned = Self.rewritingTexts(of: localization) { SubstitutionText.exportingReferences($0, arguments: missing) }
        guard positioned != localization else { return }
        localizations[language] = positioned
        entry["localizations"] = localizations
    }

    /// `node` (a localization, or a variation's case) with `rewrite` applied to each of its
    /// texts outside its substitutions.
    private static func rewritingTexts(of node: JSONNode, _ rewrite: (String) -> String) -> JSONNode {
        var node = node
        if let value = node["stringUnit"]?["value"]?.stringValue {
            var unit = node["stringUnit"]!
            unit["value"] = .string(rewrite(value))
            node["stringUnit"] = unit
        }
        if case .object(let kinds)? = node["variations"] {
            node["variations"] = .object(kinds.map { kind in
                guard case .object(let variants) = kind.value else { return kind }
                return JSONNode.Member(kind.key, .object(variants.map { JSONNode.Member($0.key, rewritingTexts(of: $0.value, rewrite)) }))
            })
        }
        return node
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
