import Foundation
import Testing
import TestSupport
@testable import PluralRules
@testable import TableModel

/// The compiled CLDR rules (`PluralRules+CLDR.swift`, made by Scripts/make-plural-rules.py) give,
/// for every locale of the shared data, its categories and the category of every sample integer
/// the data lists (0–120, 1,000 and 1,000,000), as CLDR evaluated by Babel gives them.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.data), "data not found at \(SharedFolder.data.path)"))
struct PluralRulesDataTests {
    struct Locale: Sendable, CustomTestStringConvertible {
        var name: String
        var categories: [String]
        var integers: [String: String]
        var testDescription: String { name }
    }

    static let locales: [Locale] = {
        let url = SharedFolder.data.appendingPathComponent("cldr-plurals.json")
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let cardinal = root["cardinal"] as? [String: [String: Any]] else {
            // A missing file that is required still gives a case, which fails reading it.
            return SharedFolder.isRequired ? [Locale(name: "(cldr-plurals.json missing at \(url.path))", categories: [], integers: [:])] : []
        }
        return cardinal.keys.sorted().map { name in
            Locale(name: name, categories: cardinal[name]?["categories"] as? [String] ?? [],
                   integers: cardinal[name]?["integers"] as? [String: String] ?? [:])
        }
    }()

    @Test func everyLocaleOfTheDataIsCompiled() {
        #expect(Self.locales.count == 312)
        #expect(Self.locales.map(\.name) == PluralRules.cldrLocales)
    }

    @Test(arguments: locales)
    func rulesGiveTheSamplesCategories(locale: Locale) throws {
        let rules = try #require(PluralRules.cardinal(forLanguage: locale.name), "no rules for \(locale.name)")
        #expect(rules.categories.map(\.rawValue) == locale.categories)
        #expect(locale.integers.count > 100)
        for (number, category) in locale.integers {
            #expect(rules.category(for: try #require(Int(number))).rawValue == category, "\(locale.name): \(number)")
        }
    }
}

@Suite struct PluralRulesTests {
    @Test(arguments: [
        ("en", "en"), ("pt-BR", "pt"), ("zh-Hans", "zh"), ("zh-Hant-TW", "zh"), ("sr-Latn", "sr"), ("es-419", "es"),
        ("EN", "en"), ("xx", nil), ("", nil),
    ] as [(String, String?)])
    func catalogLanguagesMapToCLDRLocales(code: String, locale: String?) {
        #expect(PluralRules.cldrLocale(forLanguage: code) == locale)
    }

    @Test func categoriesOfSomeLanguages() throws {
        let expectations: [(String, [PluralCategory])] = [
            ("en", [.one, .other]), ("fr", [.one, .many, .other]), ("ru", [.one, .few, .many, .other]),
            ("pl", [.one, .few, .many, .other]), ("ar", [.zero, .one, .two, .few, .many, .other]), ("ja", [.other]),
            ("cy", [.zero, .one, .two, .few, .many, .other]),
        ]
        for (language, categories) in expectations {
            #expect(try #require(PluralRules.cardinal(forLanguage: language)).categories == categories, "\(language)")
        }
    }

    @Test func someNumbers() throws {
        let french = try #require(PluralRules.cardinal(forLanguage: "fr"))
        #expect([0, 1, 2, 1_000_000].map(french.category(for:)) == [.one, .one, .other, .many])
        let russian = try #require(PluralRules.cardinal(forLanguage: "ru"))
        #expect([1, 2, 5, 11, 21, 22, 25].map(russian.category(for:)) == [.one, .few, .many, .many, .one, .few, .many])
        let english = try #require(PluralRules.cardinal(forLanguage: "en"))
        #expect(english.category(for: try #require(PluralOperands(decimal: "1"))) == .one)
        #expect(english.category(for: try #require(PluralOperands(decimal: "1.0"))) == .other)
    }

    @Test func decimalOperands() throws {
        let operands = try #require(PluralOperands(decimal: "-12.50"))
        #expect(operands == PluralOperands(n: 12.5, i: 12, v: 2, w: 1, f: 50, t: 5, e: 0))
        #expect(PluralOperands(decimal: "1e3") == nil)
        #expect(PluralOperands(decimal: ".5") == nil)
    }

    @Test func conditionsParseAndPrintInCLDRSyntax() throws {
        let condition = try #require(PluralCondition(parsing: "v = 0 and i % 10 = 2..4,7 or n != 1"))
        #expect(condition.description == "v in 0 and i mod 10 in 2..4,7 or n not in 1")
        for malformed in ["", "i in", "x in 1", "i mod 0 in 1", "i in 4..2", "i in 1 and", "i in 1 extra"] {
            #expect(PluralCondition(parsing: malformed) == nil, "\(malformed)")
        }
    }
}
