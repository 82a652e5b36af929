import CatalogWriter
import InputText
import JSON
import TableModel

extension ExchangeCatalog {
    /// The catalog's `<file>` for `language`: its units as Xcode exports them (``CatalogUnits``).
    /// A language the catalog spells another way (`de` for `DE`, `pt-BR` for `pt_BR`) is the
    /// catalog's; the file's `target-language` is `language` as given.
    ///
    /// - Throws: Every character of the catalog XML 1.0 cannot hold (a control character other
    ///   than tab and line breaks, U+FFFE, U+FFFF), at its position; two units with one id (a key
    ///   written like another key's variation, `a|==|plural.one`), which no import could tell
    ///   apart (Xcode's export stops there too).
    public func xliffFile(language: String) throws(DiagnosticError) -> XLIFFFile {
        guard unwritable.isEmpty else { throw DiagnosticError(diagnostics: unwritable) }
        let units = try units(language: LanguageCode.spelling(of: language, among: [sourceLanguage] + languages) ?? language)
        return XLIFFFile(original: original, sourceLanguage: sourceLanguage, targetLanguage: language, units: units.map(\.unit))
    }

    /// The units for `language`, each with where its target lives.
    func units(language: String) throws(DiagnosticError) -> [CatalogUnits.Unit] {
        let units = CatalogUnits(catalog: node, sourceLanguage: sourceLanguage, language: language).units
        let pairs = units.indices.dropFirst().filter { units[$0].unit.id == units[$0 - 1].unit.id }.map { (units[$0 - 1], units[$0]) }
        guard !pairs.isEmpty else { return units }
        let locations = locations(ofKeys: Set(pairs.flatMap { [$0.0.key, $0.1.key] }))
        let start = SourceLocation(line: 1, column: 1)
        let repeated = pairs.map { first, second in
            // At whichever key comes later in the file, naming where the other one is.
            let (earlier, later) = (locations[first.key] ?? start) <= (locations[second.key] ?? start) ? (first.key, second.key) : (second.key, first.key)
            let elsewhere = locations[earlier].map { " (at \(path):\($0.line):\($0.column))" } ?? ""
            return Diagnostic(
                .error, "the key '\(later)' and the key '\(earlier)'\(elsewhere) both give the XLIFF unit '\(second.unit.id)'; rename one, since an import could not tell them apart",
                path: path, at: locations[later])
        }
        throw DiagnosticError(diagnostics: repeated)
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
