import CatalogWriter
import InputText
import JSON

extension ExchangeCatalog {
    /// The catalog's `<file>` for `language`: its units as Xcode exports them (``CatalogUnits``).
    ///
    /// - Throws: Every character of the catalog XML 1.0 cannot hold (a control character other
    ///   than tab and line breaks, U+FFFE, U+FFFF), at its position; two units with one id (a key
    ///   written like another key's variation, `a|==|plural.one`), which no import could tell
    ///   apart (Xcode's export stops there too).
    public func xliffFile(language: String) throws(DiagnosticError) -> XLIFFFile {
        guard unwritable.isEmpty else { throw DiagnosticError(diagnostics: unwritable) }
        let units = try units(language: language)
        return XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: language, units: units.map(\.unit))
    }

    /// The units for `language`, each with where its target lives.
    func units(language: String) throws(DiagnosticError) -> [CatalogUnits.Unit] {
        let units = CatalogUnits(catalog: node, sourceLanguage: sourceLanguage, language: language).units
        var repeated: [Diagnostic] = []
        for index in units.indices.dropFirst() where units[index].unit.id == units[index - 1].unit.id {
            let (first, second) = (units[index - 1], units[index])
            repeated.append(Diagnostic(
                .error, "the key '\(first.key)' and the key '\(second.key)' both give the XLIFF unit '\(second.unit.id)'; rename one, since an import could not tell them apart",
                path: path, at: nil))
        }
        guard repeated.isEmpty else { throw DiagnosticError(diagnostics: repeated) }
        return units
    }

    /// The catalog as an `.xcloc` bundle's `Source Contents` holds it: with the source language's
    /// localizations only, in Xcode's bytes (a string left without any loses `localizations`).
    public func sourceContents() -> [UInt8] {
        var filtered = self
        guard case .object(var entries)? = node["strings"] else { return written() }
        for index in entries.indices {
            guard let localizations = entries[index].value["localizations"]?.members else { continue }
            let kept = localizations.filter { $0.key == sourceLanguage }
            entries[index].value["localizations"] = kept.isEmpty ? nil : .object(kept)
        }
        filtered.node["strings"] = .object(entries)
        return filtered.written()
    }
}
