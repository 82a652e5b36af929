import Testing
@testable import Symbols

/// Which keys keep a symbol when several give the same one (DESIGN.md, "Which keys get
/// symbols"), and how keys without a symbol are reported: existing app catalogs, full of keys
/// Xcode extracted from code, must generate with default options.
@Suite struct ClashPolicyTests {
    static let manual = #"{"extractionState": "manual"}"#
    static let extracted = #"{"extractionState": "extracted_with_value"}"#
    static let migrated = #"{"extractionState": "migrated"}"#

    func keys(_ translation: SymbolTranslation) -> [String] {
        translation.tables.flatMap(\.symbols).map(\.key)
    }

    @Test func twoManualKeysAreAnErrorAsInXcode() {
        #expect(Fixture.diagnostics(Fixture.catalog(["Delete": Self.manual, "Delete…": Self.manual])) == [
            "Localizable.xcstrings:3:1: error: the keys 'Delete' and 'Delete…' both give the symbol 'delete' (the other key is at Localizable.xcstrings:2:1); rename one of them or set \"generatesSymbol\" to false on one",
        ])
    }

    @Test func aManualKeyKeepsItsSymbolBesideAnExtractedOne() throws {
        let json = Fixture.catalog(["Delete…": Self.extracted, "Delete": Self.manual, "ok": "{}"])
        #expect(keys(try Fixture.translate(json)) == ["Delete", "ok"])
        #expect(Fixture.diagnostics(json) == [
            "Localizable.xcstrings:2:1: warning: the key 'Delete…' gives the symbol 'delete' of the manual key 'Delete' (at Localizable.xcstrings:3:1), so it has no symbol; rename it, or set \"generatesSymbol\" to false on it",
        ])
    }

    @Test func extractedKeysThatClashGetNoSymbol() throws {
        let json = Fixture.catalog(["Timetable": Self.extracted, "timetable": "{}", "ok": "{}"])
        #expect(keys(try Fixture.translate(json)) == ["ok"])
        #expect(Fixture.diagnostics(json) == [
            "Localizable.xcstrings:2:1: warning: the keys 'Timetable' and 'timetable' both give the symbol 'timetable', and none of them is manual, so none has a symbol; rename all but one, or set \"generatesSymbol\" to false on all but one",
        ])
    }

    @Test func threeWayGroups() throws {
        let withManual = Fixture.catalog(["C source": Self.migrated, "C# source": Self.manual, "C++ source": Self.extracted])
        #expect(keys(try Fixture.translate(withManual)) == ["C# source"])
        #expect(Fixture.diagnostics(withManual) == [
            "Localizable.xcstrings:2:1: warning: the keys 'C source' and 'C++ source' give the symbol 'cSource' of the manual key 'C# source' (at Localizable.xcstrings:3:1), so they have no symbol; rename them, or set \"generatesSymbol\" to false on them",
        ])
        let withoutManual = Fixture.catalog(["C source": Self.migrated, "C# source": "{}", "C++ source": Self.extracted])
        #expect(keys(try Fixture.translate(withoutManual)).isEmpty)
        #expect(Fixture.diagnostics(withoutManual) == [
            "Localizable.xcstrings:2:1: warning: the keys 'C source', 'C# source' and 'C++ source' all give the symbol 'cSource', and none of them is manual, so none has a symbol; rename all but one, or set \"generatesSymbol\" to false on all but one",
        ])
        let twoManual = Fixture.catalog(["C source": Self.manual, "C# source": Self.manual, "C++ source": Self.extracted])
        #expect(Fixture.diagnostics(twoManual) == [
            "Localizable.xcstrings:3:1: error: the keys 'C source' and 'C# source' both give the symbol 'cSource' (the other key is at Localizable.xcstrings:2:1); rename one of them or set \"generatesSymbol\" to false on one",
            "Localizable.xcstrings:4:1: warning: the key 'C++ source' gives the symbol 'cSource' of the manual key 'C source' (at Localizable.xcstrings:2:1), so it has no symbol; rename it, or set \"generatesSymbol\" to false on it",
        ])
    }

    @Test func turningASymbolOffEndsAClash() throws {
        let json = Fixture.catalog(["Delete": "{}", "Delete…": #"{"generatesSymbol": false}"#])
        #expect(keys(try Fixture.translate(json)) == ["Delete"])
        #expect(Fixture.diagnostics(json).isEmpty)
    }

    /// Several keys of one reason in one catalog: one warning with the count, the first three and
    /// how to list them all; `everyKey` lists each.
    @Test func omissionsOfKeysThatAreNotManualAreSummarised() {
        let json = Fixture.catalog([
            "": "{}",
            "%@": Self.extracted,
            "%lld": "{}",
            "%@ – %@": Self.extracted,
            "a %s": "{}",
            "b %p": "{}",
            "Delete": "{}",
            "Delete…": "{}",
            "Open": "{}",
            "Open…": "{}",
            "options": #"{"localizations": {"en": {"stringSet": {"state": "translated", "values": ["a"]}}}}"#,
        ])
        #expect(Fixture.diagnostics(json) == [
            "Localizable.xcstrings:2:1: warning: 4 keys give no symbol name, so they have no symbol: '', '%@', '%lld' and 1 more; set \"generatesSymbol\" to false on them to say so (--verbose, or \"verbose\": true in string-symbols.json, lists each)",
            "Localizable.xcstrings:6:1: warning: 2 keys hold a '%' that starts no valid format specifier, or take an argument that no generated accessor can pass (a C pointer such as '%s', '%n', a long double, a substitution inside a substitution), so they have no symbol: 'a %s', 'b %p'; write '%%' for a percent sign and '%@' for text, or set \"generatesSymbol\" to false on them (--verbose, or \"verbose\": true in string-symbols.json, lists each with its reason)",
            "Localizable.xcstrings:8:1: warning: 2 groups of keys give one symbol per group, so their keys that are not manual have no symbol: 'Delete' / 'Delete…', 'Open' / 'Open…'; rename keys, or set \"generatesSymbol\" to false on all but one key of each group (--verbose, or \"verbose\": true in string-symbols.json, lists each group)",
            "Localizable.xcstrings:12:1: warning: the key 'options' is a string set, which has no symbol",
        ])
        #expect(Fixture.diagnostics(json, detail: .everyKey).count == 4 + 2 + 2 + 1)
    }

    /// Manual keys are chosen on purpose: each omission is reported on its own.
    @Test func omissionsOfManualKeysAreReportedOneByOne() {
        let json = Fixture.catalog(["": Self.manual, "%lld": Self.manual, "%@": "{}", "%d": "{}"])
        #expect(Fixture.diagnostics(json) == [
            "Localizable.xcstrings:2:1: warning: the key '' gives no symbol name, so it has no symbol",
            "Localizable.xcstrings:3:1: warning: the key '%lld' gives no symbol name, so it has no symbol",
            "Localizable.xcstrings:4:1: warning: 2 keys give no symbol name, so they have no symbol: '%@', '%d'; set \"generatesSymbol\" to false on them to say so (--verbose, or \"verbose\": true in string-symbols.json, lists each)",
        ])
    }

    /// A value that gives no consistent arguments is an error for a manual key, and costs any
    /// other key only its symbol.
    @Test func valuesWithoutConsistentArgumentsFailOnlyManualKeys() throws {
        let conflict = Fixture.unit("%1$@ %1$d")
        #expect(Fixture.diagnostics(Fixture.catalog(["k": Fixture.manualEntry(conflict)])) == [
            "Localizable.xcstrings:2:108: error: '%1$d' uses argument 1 as Int32, but '%1$@' uses it as String in '%1$@ %1$d'",
        ])
        let json = Fixture.catalog(["a": Fixture.entry(conflict), "b": Fixture.entry(Fixture.unit("%1$@ and %3$@")), "ok": "{}"])
        #expect(keys(try Fixture.translate(json)) == ["ok"])
        #expect(Fixture.diagnostics(json) == [
            "Localizable.xcstrings:2:79: warning: 2 keys have source values that give no consistent arguments (an argument of two types, a gap in the numbering, an unknown substitution), so they have no symbol: 'a', 'b'; fix the values, or set \"generatesSymbol\" to false on them (--verbose, or \"verbose\": true in string-symbols.json, lists each with its reason)",
        ])
        #expect(Fixture.diagnostics(json, detail: .everyKey) == [
            "Localizable.xcstrings:2:79: warning: '%1$d' uses argument 1 as Int32, but '%1$@' uses it as String in '%1$@ %1$d'; 'a' has no symbol",
            "Localizable.xcstrings:3:1: warning: no text of 'b' uses argument 2, but argument 3 is used; Foundation cannot skip an argument whose type it does not know; 'b' has no symbol",
        ])
    }

    /// A key whose symbol would take a name the generated code declares loses it (in scripts
    /// without letter case, a symbol can start like a type name).
    @Test func namesTheGeneratedCodeTakesAreNotGiven() throws {
        let files = [("R/Localizable.xcstrings", Fixture.catalog(["日本 Strings": "{}", "ok": "{}"]))]
        #expect(keys(try Fixture.translate(files, moduleName: "日本")) == ["ok"])
    }

    /// The `string` output declares `L10n.locale` (the locale a task binds): a property of that
    /// name would redeclare it, a function may share the name, and other tables are not concerned.
    @Test func theStringOutputsLocaleIsNotGivenToAProperty() throws {
        let json = Fixture.catalog(["locale": Self.extracted, "locale %@": "{}", "ok": "{}"])
        #expect(keys(try Fixture.translate(json, template: .builtIn(.string))) == ["locale %@", "ok"])
        #expect(keys(try Fixture.translate(json, template: .builtIn(.xcode))) == ["locale", "locale %@", "ok"])
        #expect(Fixture.diagnostics([("Localizable.xcstrings", json)], template: .builtIn(.string)) == [
            "Localizable.xcstrings:2:1: warning: the key 'locale' gives the symbol 'locale', which is the name of a property the generated code declares beside it, 'locale', so it has no symbol; rename the key, or set \"generatesSymbol\" to false on it",
        ])
        #expect(keys(try Fixture.translate(Fixture.catalog(["locale": "{}"]), path: "Booking.xcstrings", template: .builtIn(.string))) == ["locale"])
    }
}
