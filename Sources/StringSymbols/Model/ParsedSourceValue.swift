import StringCatalog

/// The source-language texts of an entry, each parsed as a format string once, with the table of
/// its substitutions built once: what the symbol's name, parameters and default text, and
/// `check`, are worked out from.
///
/// It lives while its entry is translated or checked; a symbol keeps what it needs of it
/// (``DefaultForms``), not the parse.
struct ParsedSourceValue {
    /// One substitution's texts with their parses; in them `%arg` is the substitution's argument.
    struct ParsedSubstitution {
        var name: String
        var formatSpecifier: String
        var texts: [SourceText]
        /// The parse of each of ``texts``, in the same order.
        var formats: [FormatString]
    }

    /// The value's own texts.
    let texts: [SourceText]
    /// The parse of each of ``texts``, in the same order.
    let formats: [FormatString]
    /// The substitutions, in file order.
    let substitutions: [ParsedSubstitution]
    /// Each substitution's `argNum` and argument type, by name.
    let substitutionTable: [String: FormatSubstitutionInfo]

    /// Parses every text of `value` that the reader did not parse already.
    init(_ value: SourceValue) {
        texts = value.texts
        formats = value.texts.map { $0.format(isSubstitutionVariant: false) }
        let substitutions = value.substitutions
        guard !substitutions.isEmpty else {
            self.substitutions = []
            substitutionTable = [:]
            return
        }
        self.substitutions = substitutions.map { substitution in
            let texts = SourceText.texts(of: .variations(substitution.variations))
            return ParsedSubstitution(
                name: substitution.name, formatSpecifier: substitution.formatSpecifier,
                texts: texts, formats: texts.map { $0.format(isSubstitutionVariant: true) })
        }
        substitutionTable = FormatSubstitutionInfo.table(for: substitutions)
    }

    /// Parses the texts of a symbol made by hand.
    init(texts: [SourceText], substitutions: [SymbolSubstitution]) {
        self.texts = texts
        formats = texts.map { $0.format(isSubstitutionVariant: false) }
        self.substitutions = substitutions.map { substitution in
            ParsedSubstitution(
                name: substitution.name, formatSpecifier: substitution.formatSpecifier, texts: substitution.texts,
                formats: substitution.texts.map { $0.format(isSubstitutionVariant: true) })
        }
        substitutionTable = FormatSubstitutionInfo.table(
            substitutions.lazy.map { ($0.name, $0.catalogArgumentNumber, $0.formatSpecifier) })
    }

    /// The parse of `key`: the value's own when the value is the key's text (a key without a
    /// source-language value, or a legacy table's key that is its own English text), else a
    /// parse of the key.
    func format(ofKey key: String) -> FormatString {
        if texts.count == 1, texts[0].text == key { return formats[0] }
        return FormatString(key)
    }
}
