import Foundation
import Testing
@testable import Checking
@testable import Findings
@testable import TableModel

/// `check`: each rule, with the exact diagnostic and its position: a text's finding points at
/// the text's value, a variation's at its case's key, a translation's at its language's key
/// (positions computed apart from the reader, from the JSON text).
@Suite struct TranslationCheckTests {
    /// A catalog (source `en`) with one key per line from line 2, each given as its
    /// localizations: language → localization JSON.
    func catalog(_ entries: KeyValuePairs<String, KeyValuePairs<String, String>>) -> String {
        let lines = entries.map { key, localizations in
            let members = localizations.map { "\(Fixture.json($0.key)): \($0.value)" }.joined(separator: ", ")
            return "\(Fixture.json(key)): {\"localizations\": {\(members)}}"
        }
        return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\n" + lines.joined(separator: ",\n") + "\n}}"
    }

    func check(_ json: String, level: CheckLevel = .warning) throws -> CatalogCheck {
        let catalog = try StringTable.read(bytes: Array(json.utf8), path: "Localizable.xcstrings").catalog
        return TranslationChecker(level: level).check(LoadedTable(path: "Localizable.xcstrings", catalog: catalog))
    }

    func diagnostics(_ json: String, level: CheckLevel = .warning) throws -> [String] {
        try check(json, level: level).findings.map(\.diagnostic.description)
    }

    let unit = Fixture.unit

    @Test func aTranslationThatAgreesHasNoFinding() throws {
        #expect(try diagnostics(catalog([
            "k": ["en": unit("%@ has %lld items"), "de": unit("%2$lld Artikel hat %1$@"), "fr": unit("%@ a %ld articles")],
        ])) == [])
    }

    @Test func anArgumentTheSourceDoesNotHave() throws {
        #expect(try diagnostics(catalog([
            "k": ["en": unit("%@ items"), "de": unit("%@ Artikel in %@")],
        ])) == [
            "Localizable.xcstrings:2:147: warning: '%@' in the de translation of 'k' takes argument 2, which the source does not have [argument-not-in-source]",
        ])
    }

    @Test(arguments: [
        ("%lld Artikel", "'%lld' in the de translation of 'k' takes a 64-bit integer for argument 1, but the source's '%@' gives an object (a String)"),
        ("%f Artikel", "'%f' in the de translation of 'k' takes a floating-point number for argument 1, but the source's '%@' gives an object (a String)"),
    ])
    func aTypeThatDoesNotFit(translation: String, message: String) throws {
        #expect(try diagnostics(catalog(["k": ["en": unit("%@ items"), "de": unit(translation)]])) == [
            "Localizable.xcstrings:2:147: warning: \(message) [argument-type]",
        ])
    }

    /// Integers travel as 32 or 64 bits: `%d` and `%u` agree, `%d` and `%lld` do not.
    @Test func integerWidths() throws {
        #expect(try diagnostics(catalog(["k": ["en": unit("%d items"), "de": unit("%u Artikel")]])) == [])
        #expect(try diagnostics(catalog(["k": ["en": unit("%d items"), "de": unit("%lld Artikel")]])) == [
            "Localizable.xcstrings:2:147: warning: '%lld' in the de translation of 'k' takes a 64-bit integer for argument 1, but the source's '%d' gives a 32-bit integer [argument-type]",
        ])
    }

    @Test func errorsAtTheErrorLevelOnlyForWhatBreaksFormatting() throws {
        let json = catalog(["k": ["en": unit("%@ and %@"), "de": unit("%lld und")]])
        #expect(try diagnostics(json, level: .error) == [
            "Localizable.xcstrings:2:148: error: '%lld' in the de translation of 'k' takes a 64-bit integer for argument 1, but the source's '%@' gives an object (a String) [argument-type]",
            "Localizable.xcstrings:2:148: warning: the de translation of 'k' leaves out argument 2 ('%@'), which the source shows [argument-missing]",
        ])
        #expect(try check(json, level: .error).hasErrors)
        #expect(try !check(json, level: .warning).hasErrors)
        #expect(try diagnostics(json, level: .off) == [])
    }

    /// A translation may vary by plural where the source does not, through a substitution of its
    /// own localization: it is defined, and only its argument is checked.
    @Test func aSubstitutionOfTheTranslationsOwnIsDefined() throws {
        let translation = Fixture.withSubstitutions("%#@files@", Fixture.substitution("files", argNum: 1, format: "lld"))
        #expect(try diagnostics(catalog(["k": ["en": unit("%lld files"), "de": translation]])) == [])
        let mistyped = Fixture.withSubstitutions("%#@files@", Fixture.substitution("files", argNum: 1, format: "@"))
        #expect(try diagnostics(catalog(["k": ["en": unit("%lld files"), "de": mistyped]])).map { $0.hasSuffix("[argument-type]") } == [true])
    }

    @Test func anArgumentLeftOut() throws {
        #expect(try diagnostics(catalog(["k": ["en": unit("%@ has %lld items"), "de": unit("%@ hat Artikel")]])) == [
            "Localizable.xcstrings:2:156: warning: the de translation of 'k' leaves out argument 2 ('%lld'), which the source shows [argument-missing]",
        ])
    }

    /// A plural case may leave the number out, as "One item" does, where the source varies too;
    /// but some text of the translation must show it.
    @Test func argumentsLeftOutOfVariations() throws {
        let source = Fixture.variations("plural", ["one": unit("One item"), "other": unit("%lld items")])
        let good = Fixture.variations("plural", ["one": unit("Ein Artikel"), "other": unit("%lld Artikel")])
        #expect(try diagnostics(catalog(["k": ["en": source, "de": good]])) == [])
        let bad = Fixture.variations("plural", ["one": unit("Ein Artikel"), "other": unit("Artikel")])
        #expect(try diagnostics(catalog(["k": ["en": source, "de": bad]])) == [
            "Localizable.xcstrings:2:203: warning: no text of the de translation of 'k' shows argument 1 ('%lld'), which the source shows [argument-missing]",
        ])
    }

    @Test func deviceVariationsWithoutOther() throws {
        let translation = Fixture.variations("device", ["iphone": unit("Tippen"), "mac": unit("Klicken")])
        #expect(try diagnostics(catalog(["k": ["en": unit("Tap"), "de": translation]])) == [
            "Localizable.xcstrings:2:121: warning: the device variations of the de translation of 'k' have no 'other' case, so devices they do not name show nothing [device-without-other]",
        ])
    }

    @Test func pluralCategoriesALanguageNeeds() throws {
        let source = Fixture.variations("plural", ["one": unit("%lld file"), "other": unit("%lld files")])
        let russian = Fixture.variations("plural", ["one": unit("%lld файл"), "other": unit("%lld файлов")])
        #expect(try diagnostics(catalog(["k": ["en": source, "ru": russian]])) == [
            "Localizable.xcstrings:2:237: warning: the plural variations of the ru translation of 'k' lack 'few' (such as 2, 3, 4) and 'many' (such as 0, 5, 6), which ru (CLDR ru) selects [plural-category-missing]",
        ])
    }

    /// A category the language never selects is a note; `zero` never is one, since Foundation
    /// uses it for 0 in every language.
    @Test func pluralCategoriesALanguageNeverSelects() throws {
        let source = Fixture.variations("plural", ["one": unit("%lld file"), "other": unit("%lld files")])
        let japanese = Fixture.variations("plural", ["zero": unit("なし"), "one": unit("%lld ファイル"), "other": unit("%lld ファイル")])
        #expect(try diagnostics(catalog(["k": ["en": source, "ja": japanese]])) == [
            "Localizable.xcstrings:2:305: note: the plural case 'one' of the ja translation of 'k' is never shown: ja (CLDR ja) selects only 'other' [plural-category-unused]",
        ])
    }

    /// Substitutions are checked like values: their cases against the language's categories,
    /// their `%arg` against the source's type at their argument.
    @Test func substitutionsOfATranslation() throws {
        let source = Fixture.withSubstitutions("%#@files@", Fixture.substitution("files", argNum: 1, format: "lld"))
        let polish = Fixture.withSubstitutions("%#@files@", Fixture.substitution("files", argNum: 1, format: "@", one: "%arg plik", other: "%arg plików"))
        #expect(try diagnostics(catalog(["k": ["en": source, "pl": polish]])) == [
            "Localizable.xcstrings:2:388: warning: '%#@files@' in the pl translation of 'k' takes an object (a String) for argument 1, but the source's '%#@files@' gives a 64-bit integer [argument-type]",
            "Localizable.xcstrings:2:493: warning: the plural variations of the pl translation of 'k' (substitution 'files') lack 'few' (such as 2, 3, 4) and 'many' (such as 0, 5, 6), which pl (CLDR pl) selects [plural-category-missing]",
        ])
    }

    /// A translation is formatted with its own localization's substitutions: one it names but
    /// does not define is a finding, whether the source defines it or not, and the rest of the
    /// catalog is checked all the same; one it defines and the source does not (it varies by
    /// plural where the source does not) is none.
    @Test func aSubstitutionTheTranslationDoesNotDefine() throws {
        let source = Fixture.withSubstitutions("%#@files@", Fixture.substitution("files", argNum: 1, format: "lld"))
        let json = catalog([
            "a": ["en": unit("plain"), "de": unit("x %#@zz@")],
            "b": ["en": source, "de": unit("%#@files@")],
            "c": ["en": unit("%lld files"), "de": Fixture.withSubstitutions("%#@n@", Fixture.substitution("n", argNum: 1, format: "lld"))],
            "d": ["en": unit("%d items"), "de": unit("%@ Artikel")],
        ])
        let found = try diagnostics(json).filter { $0.hasSuffix("[unknown-substitution]") || $0.hasSuffix("[argument-type]") }
        #expect(found.map { String($0.drop { $0 != " " }.dropFirst()) } == [
            "warning: '%#@zz@' in the de translation of 'a' refers to a substitution 'zz' that the de localization does not define [unknown-substitution]",
            "warning: '%#@files@' in the de translation of 'b' refers to a substitution 'files' that the de localization does not define [unknown-substitution]",
            "warning: '%@' in the de translation of 'd' takes an object (a String) for argument 1, but the source's '%d' gives a 32-bit integer [argument-type]",
        ])
    }

    /// Keys whose source reads a literal `%` as a placeholder are left to generation's warning;
    /// stale keys and keys not to be translated are not checked.
    @Test func keysThatAreNotChecked() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "a": {"localizations": {"en": \(unit("100% sure")), "de": \(unit("100 % sicher"))}},
            "b": {"extractionState": "stale", "localizations": {"en": \(unit("%@")), "de": \(unit("%lld"))}},
            "c": {"shouldTranslate": false, "localizations": {"en": \(unit("%@")), "de": \(unit("%lld"))}}
            }}
            """
        #expect(try diagnostics(json) == [])
    }

    /// A source text not read as written (a substitution name Foundation stops reading, a `%`
    /// that starts no specifier beside placeholders, an argument given two types) leaves the
    /// key's translations unchecked: one finding says so, at that text, when there is a
    /// translation; a key's comment silences it as any other rule.
    @Test func aSourceNotReadAsWrittenIsOneFindingForItsTranslations() throws {
        let dotted = Fixture.withSubstitutions("%#@total.count@", Fixture.substitution("total.count", argNum: 1, format: "lld"))
        let json = catalog([
            "a": ["en": dotted, "de": unit("%#@nothere@")],
            "b": ["en": unit("%@ of %y items"), "de": unit("%lld von %@")],
            "c": ["en": unit("%1$@ and %1$lld"), "de": unit("x")],
            "d": ["en": unit("%@ of %y")],
        ])
        // Warnings at either level: nothing breaks that generation does not report already.
        #expect(try diagnostics(json, level: .error) == [
            "Localizable.xcstrings:2:79: warning: the translations of 'a' are not checked, since its source text is not read as written: '%#@total.count@' is no substitution reference that Foundation reads: a substitution's name is ASCII letters, digits and '_', and Foundation stops reading 'total.count' after 'total'; rename the substitution (for example 'total_count') [source-format]",
            "Localizable.xcstrings:3:79: warning: the translations of 'b' are not checked, since its source text is not read as written: '%y' is not a valid format specifier, so Foundation drops the '%' (and sometimes what follows it) when formatting this string; write '%%' for a literal percent sign [source-format]",
            "Localizable.xcstrings:4:79: warning: the translations of 'c' are not checked, since its source text is not read as written: '%1$lld' uses argument 1 as Int, but '%1$@' uses it as String [source-format]",
        ])
        let ignored = json.replacingOccurrences(of: #""a": {"localizations""#, with: #""a": {"comment": "string-symbols:ignore source-format", "localizations""#)
        #expect(try diagnostics(ignored).count == 2)
    }

    /// An argument given two kinds in two variation cases is the same finding; two types of one
    /// kind (`%1$d` and `%1$x`, in one text or in two) are compared as that kind, and the
    /// translations are checked.
    @Test func argumentKindsAcrossVariationsAndWithinOneKind() throws {
        let json = catalog([
            "p": ["en": Fixture.variations("plural", ["one": unit("%1$@ item"), "other": unit("%1$lld items")]), "de": unit("%lld Artikel")],
            "h": ["en": unit("%1$d (0x%1$x) %2$@"), "de": unit("%1$@ (0x%1$x) %2$@")],
            "v": ["en": Fixture.variations("plural", ["one": unit("%1$d item"), "other": unit("%1$u items")]), "de": unit("%1$@")],
        ])
        let found = try diagnostics(json)
        #expect(found == [
            "Localizable.xcstrings:2:185: warning: the translations of 'p' are not checked, since its source text is not read as written: '%1$@' takes an object (a String) for argument 1, and '%1$lld' a 64-bit integer [source-format]",
            "Localizable.xcstrings:3:157: warning: '%1$@' in the de translation of 'h' takes an object (a String) for argument 1, but the source's '%1$d' gives a 32-bit integer [argument-type]",
            "Localizable.xcstrings:4:258: warning: '%1$@' in the de translation of 'v' takes an object (a String) for argument 1, but the source's '%1$d' gives a 32-bit integer [argument-type]",
        ], "\(found)")
    }

    @Test func translationStatesPerLanguage() throws {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
            "a": {"localizations": {"en": \(unit("A")), "de": {"stringUnit": {"state": "new", "value": "A"}}, "fr": \(unit("A"))}},
            "b": {"localizations": {"en": \(unit("B")), "de": {"stringUnit": {"state": "needs_review", "value": "B"}}}},
            "c": {"localizations": {"en": \(unit("C")), "de": {"stringUnit": {"state": "stale", "value": "C"}}}},
            "d": {"localizations": {"en": \(unit("D")), "de": \(unit("D"))}}
            }}
            """
        #expect(try check(json).summaries.map(\.description) == [
            "de: 4 keys, 0 missing, 1 new, 1 needing review, 1 stale",
            "fr: 4 keys, 3 missing, 0 new, 0 needing review, 0 stale",
        ])
    }
}
