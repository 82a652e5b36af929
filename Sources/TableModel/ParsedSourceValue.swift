
/// The source-language texts of an entry, each parsed as a format string once, with the table of
/// its substitutions built once: what the symbol's name, parameters and default text, and
/// `check`, are worked out from.
///
/// It lives while its entry is translated or checked; a symbol keeps what it needs of it
/// (``DefaultForms``), not the parse.
package struct ParsedSourceValue {
    /// One substitution's texts with their parses; in them `%arg` is the substitution's argument.
    package struct ParsedSubstitution {
        package var name: String
        package var formatSpecifier: String
        package var texts: [SourceText]
        /// The parse of each of ``texts``, in the same order.
        package var formats: [FormatString]
    }

    /// The value's own texts.
    package let texts: [SourceText]
    /// The parse of each of ``texts``, in the same order.
    package let formats: [FormatString]
    /// The substitutions, in file order.
    package let substitutions: [ParsedSubstitution]
    /// Each substitution's `argNum` and argument type, by name.
    package let substitutionTable: [String: FormatSubstitutionInfo]

    /// Parses every text of `value` that the reader did not parse already.
    package init(_ value: SourceValue) {
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

    /// Parses `texts`, and substitutions given by name, `argNum`, format specifier and texts.
    package init(texts: [SourceText], substitutions: [(name: String, argumentNumber: Int?, formatSpecifier: String, texts: [SourceText])]) {
        self.texts = texts
        formats = texts.map { $0.format(isSubstitutionVariant: false) }
        self.substitutions = substitutions.map { substitution in
            ParsedSubstitution(
                name: substitution.name, formatSpecifier: substitution.formatSpecifier, texts: substitution.texts,
                formats: substitution.texts.map { $0.format(isSubstitutionVariant: true) })
        }
        substitutionTable = FormatSubstitutionInfo.table(
            substitutions.lazy.map { ($0.name, $0.argumentNumber, $0.formatSpecifier) })
    }

    /// The parse of `key`: the value's own when the value is the key's text (a key without a
    /// source-language value, or a legacy table's key that is its own English text), else a
    /// parse of the key.
    package func format(ofKey key: String) -> FormatString {
        if texts.count == 1, texts[0].text == key { return formats[0] }
        return FormatString(key)
    }
}
