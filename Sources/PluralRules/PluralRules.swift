import TableModel

/// The cardinal plural rules of one language, from CLDR: which categories it uses and which
/// category a number selects.
///
/// ```swift
/// let russian = PluralRules.cardinal(forLanguage: "ru")!
/// russian.categories          // [.one, .few, .many, .other]
/// russian.category(for: 3)    // .few
/// ```
package struct PluralRules: Sendable {
    /// The CLDR locale the rules are for, such as `ru` or `pt`.
    package let locale: String
    /// Each category's condition, in CLDR's order (zero, one, two, few, many).
    package let conditions: [(category: PluralCategory, condition: PluralCondition)]

    /// The categories the language selects, in CLDR's order, `other` last.
    package var categories: [PluralCategory] {
        conditions.map(\.category) + [.other]
    }

    /// The categories Xcode offers for the language (in its catalog editor, and in the units of an
    /// XLIFF export): CLDR's, without a category whose condition reads the compact-number exponent
    /// `e`. CLDR 38 added such a `many` to French, Spanish, Italian, Portuguese, Catalan and a few
    /// more, for "1 million" written compactly; Xcode's exports for `fr` and `pt-BR` have only
    /// `one` and `other`, while those for `uk` and `pl` have `few` and `many`.
    package var xcodeCategories: [PluralCategory] {
        conditions.filter { !$0.condition.readsExponent }.map(\.category) + [.other]
    }

    /// The category `operands` select: the first whose condition holds, else `other`.
    package func category(for operands: PluralOperands) -> PluralCategory {
        conditions.first { $0.condition.holds(for: operands) }?.category ?? .other
    }

    /// The category the integer `number` selects.
    package func category(for number: Int) -> PluralCategory {
        category(for: PluralOperands(number))
    }

    /// The rules of the CLDR locale that a catalog's language code names: the code itself in
    /// CLDR's spelling (`pt-BR` as `pt_BR`), else its language (`pt-BR`, `zh-Hans`, `sr-Latn`
    /// give `pt`, `zh`, `sr`); `nil` when CLDR has no rules for the language.
    package static func cardinal(forLanguage code: String) -> PluralRules? {
        guard let locale = cldrLocale(forLanguage: code), let table = cldrCardinalRules[locale] else { return nil }
        return PluralRules(locale: locale, conditions: table.map { ($0.0, PluralCondition(parsing: $0.1)!) })
    }

    /// The CLDR locale of a catalog's language code, with fallback to the language; `nil` when
    /// CLDR has neither.
    package static func cldrLocale(forLanguage code: String) -> String? {
        let full = code.replacingHyphens()
        if cldrCardinalRules[full] != nil { return full }
        let language = String(full.prefix { $0 != "_" }).lowercased()
        return cldrCardinalRules[language] != nil ? language : nil
    }

    /// Every CLDR locale with rules.
    package static var cldrLocales: [String] { cldrCardinalRules.keys.sorted() }

    /// The table of `PluralRules+CLDR.swift`, from its lines: `locale | category: condition | ...`.
    static func cldrTable(_ lines: String) -> [String: [(PluralCategory, String)]] {
        var table: [String: [(PluralCategory, String)]] = [:]
        for line in lines.split(separator: "\n") {
            let fields = line.split(separator: " | ", omittingEmptySubsequences: false)
            table[String(fields[0])] = fields.dropFirst().map { field in
                let colon = field.firstIndex(of: ":")!
                // The generator writes only CLDR's categories, each followed by ": ".
                return (PluralCategory(rawValue: String(field[..<colon]))!, String(field[field.index(colon, offsetBy: 2)...]))
            }
        }
        return table
    }
}

private extension String {
    func replacingHyphens() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}

/// The operands of CLDR's plural rules for a number: `n` its absolute value, `i` its integer
/// digits, `v` and `w` the number of visible fraction digits with and without trailing zeros,
/// `f` and `t` those digits as an integer with and without trailing zeros, `e` the exponent
/// of compact notation (0 here).
package struct PluralOperands: Hashable, Sendable {
    package var n: Double
    package var i: Int
    package var v: Int
    package var w: Int
    package var f: Int
    package var t: Int
    package var e: Int

    /// Operands given one by one.
    package init(n: Double, i: Int, v: Int, w: Int, f: Int, t: Int, e: Int) {
        self.n = n
        self.i = i
        self.v = v
        self.w = w
        self.f = f
        self.t = t
        self.e = e
    }

    /// The operands of an integer.
    package init(_ number: Int) {
        let magnitude = number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude)
        n = Double(magnitude)
        i = magnitude
        v = 0
        w = 0
        f = 0
        t = 0
        e = 0
    }

    /// The operands of a number written in decimal as `digits`, such as `1.50` (`v` 2, `f` 50,
    /// `t` 5); `nil` when `digits` is not such a number.
    package init?(decimal digits: String) {
        var text = Substring(digits)
        if text.first == "-" { text = text.dropFirst() }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integerPart = parts.first, !integerPart.isEmpty, integerPart.allSatisfy(\.isASCIIDigit),
              let integer = Int(integerPart) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy(\.isASCIIDigit), let value = Double(text) else { return nil }
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        n = value
        i = integer
        v = fraction.count
        w = trimmed.count
        f = Int(fraction) ?? 0
        t = Int(String(trimmed)) ?? 0
        e = 0
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
