import Testing
@testable import Symbols
@testable import TableModel

/// Source value → parameters of the symbol, for every kind of argument.
@Suite struct ParameterTests {
    /// The parameter list of the only symbol of a catalog whose `en` value is `value`.
    func parameters(_ value: String) throws -> String {
        let translation = try Fixture.translate(Fixture.catalog(["key": Fixture.entry(Fixture.unit(value))]))
        return try #require(translation.tables.first?.symbols.first).parameterList
    }

    @Test(arguments: [
        // Plain text and literal percent signs.
        ("Hello", ""),
        ("100%% done", ""),
        ("100%", ""),
        ("%y is not a conversion", ""),
        // Each conversion.
        ("%@", "_ arg1: String"),
        ("%d", "_ arg1: Int32"),
        ("%i", "_ arg1: Int32"),
        ("%u", "_ arg1: UInt32"),
        ("%x", "_ arg1: UInt32"),
        ("%X", "_ arg1: UInt32"),
        ("%o", "_ arg1: UInt32"),
        ("%f", "_ arg1: Double"),
        ("%F", "_ arg1: Double"),
        ("%e", "_ arg1: Double"),
        ("%E", "_ arg1: Double"),
        ("%g", "_ arg1: Double"),
        ("%G", "_ arg1: Double"),
        ("%a", "_ arg1: Double"),
        ("%A", "_ arg1: Double"),
        ("%c", "_ arg1: CChar"),
        ("%C", "_ arg1: UInt16"),
        // Each length modifier.
        ("%hhd", "_ arg1: Int8"),
        ("%hd", "_ arg1: Int16"),
        ("%ld", "_ arg1: Int"),
        ("%lld", "_ arg1: Int"),
        ("%li", "_ arg1: Int"),
        ("%lli", "_ arg1: Int"),
        ("%qd", "_ arg1: Int"),
        ("%zd", "_ arg1: Int"),
        ("%td", "_ arg1: Int"),
        ("%jd", "_ arg1: Int"),
        ("%lu", "_ arg1: UInt"),
        ("%llu", "_ arg1: UInt"),
        ("%lx", "_ arg1: UInt"),
        ("%hhu", "_ arg1: UInt8"),
        ("%hu", "_ arg1: UInt16"),
        ("%lf", "_ arg1: Double"),
        // Flags, width, precision.
        ("%5.2f", "_ arg1: Double"),
        ("%-10@", "_ arg1: String"),
        ("%+d", "_ arg1: Int32"),
        ("%01$@ and %2$d", "_ arg1: String, _ arg2: Int32"),
        ("%@ %d %f %5$d %04$f", "_ arg1: String, _ arg2: Int32, _ arg3: Double, _ arg4: Double, _ arg5: Int32"),
        ("%05lld", "_ arg1: Int"),
        // Several, positional, repeated.
        ("%@ has %lld items", "_ arg1: String, _ arg2: Int"),
        ("%2$@ has %1$lld items", "_ arg1: Int, _ arg2: String"),
        ("%1$@ and again %1$@", "_ arg1: String"),
        ("%d%% of %d", "_ arg1: Int32, _ arg2: Int32"),
        // Named.
        ("%(count)lld items", "count: Int"),
        ("%1$(name)@ has %2$(count)lld", "name: String, count: Int"),
        ("%2$(count)lld items for %1$(name)@", "name: String, count: Int"),
        ("%(item_count)lld", "itemCount: Int"),
        ("%(default)@", "default arg1: String"),
        ("%1$(n)d and %2$(n)d", "n arg1: Int32, n arg2: Int32"),
        ("%(arg2)@ %@", "arg2 arg1: String, _ arg2: String"),
        // `locale:` is a parameter the string template adds; the xcode template declares nothing.
        ("%(key)@ in %(locale)@", "key: String, locale: String"),
    ])
    func valueGivesParameters(value: String, expected: String) throws {
        #expect(try parameters(value) == expected)
    }

    /// Texts that Foundation reads otherwise than the format grammar (`FormatString`), or that
    /// no accessor can pass arguments to, get no symbol, and a warning that says why.
    @Test(arguments: [
        ("%D", "'%D' is an old BSD spelling of '%ld' that Foundation formats only on Apple's platforms (elsewhere it prints '%D' as text); write '%ld'"),
        ("%U", "'%U' is an old BSD spelling of '%lu' that Foundation formats only on Apple's platforms (elsewhere it prints '%U' as text); write '%lu'"),
        ("%@ %'d", "'%'' is not a valid format specifier, so Foundation drops the '%' (and sometimes what follows it) when formatting this string; write '%%' for a literal percent sign"),
        ("%*d", "'%*d' takes its width from an argument, which Foundation's formatting for a locale mishandles (it ignores a negative width, and a negative precision of a NaN crashes it); write the width in the text"),
        ("%.*f", "'%.*f' takes its precision from an argument, which Foundation's formatting for a locale mishandles (a negative precision of a NaN prints nothing or crashes it); write the precision in the text"),
        ("%@ 100% %@", "'% %' is not a valid format specifier, so Foundation drops the '%' (and sometimes what follows it) when formatting this string; write '%%' for a literal percent sign"),
    ])
    func valueFoundationReadsOtherwiseGivesNoSymbol(value: String, reason: String) throws {
        let translation = try Fixture.translate(Fixture.catalog(["key": Fixture.entry(Fixture.unit(value))]))
        #expect(translation.tables.first?.symbols.isEmpty == true)
        #expect(translation.warnings.map(\.message) == ["\(reason) in '\(value)'; 'key' has no symbol"])
    }

    /// Each template keeps parameters clear of the names it declares in accessors; a custom
    /// template, which may include any built-in partial, of all of them.
    @Test(arguments: [
        (TemplateChoice.builtIn(.xcode), "key: String, locale: String"),
        (.builtIn(.string), "key: String, locale arg2: String"),
        (.file("custom.mustache"), "key: String, locale arg2: String"),
    ])
    func parametersAvoidTheNamesOfTheTemplate(template: TemplateChoice, expected: String) throws {
        let catalog = Fixture.catalog(["k": Fixture.entry(Fixture.unit("%(key)@ in %(locale)@"))])
        let translation = try Fixture.translate(catalog, template: template)
        #expect(translation.tables.first?.symbols.first?.parameterList == expected)
    }

    @Test func keyIsTheValueWithoutASourceLocalization() throws {
        let translation = try Fixture.translate(Fixture.catalog(["Hello %@, you have %lld messages": "{}"]))
        let symbol = try #require(translation.tables.first?.symbols.first)
        #expect(symbol.name.identifier == "helloYouHaveMessages")
        #expect(symbol.parameterList == "_ arg1: String, _ arg2: Int")
    }

    @Test func substitutionsWithArgNum() throws {
        let value = Fixture.withSubstitutions(
            "%@ has %#@files@ in %#@folders@",
            Fixture.substitution("files", argNum: 2, format: "lld") + ", " + Fixture.substitution("folders", argNum: 3, format: "d"))
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(value)]))
        #expect(translation.tables.first?.symbols.first?.parameterList == "_ arg1: String, files: Int, folders: Int32")
    }

    @Test func substitutionsWithoutArgNumTakeTheirOrderOfAppearance() throws {
        let value = Fixture.withSubstitutions(
            "%#@done@ of %#@total@",
            Fixture.substitution("total", argNum: nil, format: "lld") + ", " + Fixture.substitution("done", argNum: nil, format: "@"))
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(value)]))
        #expect(translation.tables.first?.symbols.first?.parameterList == "done: String, total: Int")
    }

    @Test func substitutionNamesBecomeIdentifiers() throws {
        let value = Fixture.withSubstitutions("%#@total_strings@", Fixture.substitution("total_strings", argNum: 1, format: "lld"))
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(value)]))
        #expect(translation.tables.first?.symbols.first?.parameterList == "totalStrings: Int")
    }

    /// Foundation reads a substitution's name as ASCII letters, digits and `_` only: a reference
    /// to `total.strings` is read as `%#@total` and then `.s`, a C string, whatever the catalog
    /// defines, so its key gets no symbol.
    @Test func aSubstitutionNameFoundationDoesNotReadGivesNoSymbol() throws {
        let value = Fixture.withSubstitutions("%#@total.strings@", Fixture.substitution("total.strings", argNum: 1, format: "lld"))
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(value)]))
        #expect(translation.tables.first?.symbols.isEmpty == true)
        #expect(translation.warnings.map(\.message) == [
            "'%#@total.strings@' is no substitution reference that Foundation reads: a substitution's name is ASCII letters, digits and '_', and Foundation stops reading 'total.strings' after 'total'; rename the substitution (for example 'total_strings') in '%#@total.strings@'; 'k' has no symbol",
        ])
    }

    @Test func substitutionPositionedByExplicitNumberInTheText() throws {
        let value = Fixture.withSubstitutions("%2$#@count@ for %1$@", Fixture.substitution("count", argNum: nil, format: "ld"))
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(value)]))
        #expect(translation.tables.first?.symbols.first?.parameterList == "_ arg1: String, count: Int")
    }

    @Test func pluralCasesMayLeaveTheNumberOut() throws {
        let value = Fixture.variations("plural", ["one": Fixture.unit("One item"), "other": Fixture.unit("%lld items")])
        let translation = try Fixture.translate(Fixture.catalog(["items": Fixture.entry(value)]))
        let symbol = try #require(translation.tables.first?.symbols.first)
        #expect(symbol.parameterList == "_ arg1: Int")
        #expect(symbol.defaultText == "%lld items")
    }

    @Test func deviceCasesContributeTheirArguments() throws {
        let value = Fixture.variations("device", [
            "iphone": Fixture.unit("Tap %@"),
            "mac": Fixture.variations("plural", ["one": Fixture.unit("Click %@ once"), "other": Fixture.unit("Click %1$@ %2$lld times")]),
            "other": Fixture.unit("Use %@"),
        ])
        let translation = try Fixture.translate(Fixture.catalog(["action": Fixture.entry(value)]))
        let symbol = try #require(translation.tables.first?.symbols.first)
        #expect(symbol.parameterList == "_ arg1: String, _ arg2: Int")
        #expect(symbol.defaultText == "Use %@")
    }

    @Test func aGapOneCaseLeavesIsFilledByAnother() throws {
        let value = Fixture.variations("plural", ["one": Fixture.unit("%2$@ has one"), "other": Fixture.unit("%2$@ has %1$lld")])
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(value)]))
        #expect(translation.tables.first?.symbols.first?.parameterList == "_ arg1: Int, _ arg2: String")
    }

    @Test func casesThatDisagreeOnATypeAreAnError() {
        let value = Fixture.variations("plural", ["one": Fixture.unit("%d item"), "other": Fixture.unit("%@ items")])
        #expect(Fixture.diagnostics(Fixture.catalog(["items": Fixture.manualEntry(value)])) == [
            "Localizable.xcstrings:2:1: error: argument 1 is Int32 in '%d item' (plural.one) but String in '%@ items' (plural.other); every text of a key must give an argument the same type",
        ])
    }

    @Test func aTypeConflictInOneTextIsAnError() {
        #expect(Fixture.diagnostics(Fixture.catalog(["k": Fixture.manualEntry(Fixture.unit("%1$@ %1$d"))])) == [
            "Localizable.xcstrings:2:108: error: '%1$d' uses argument 1 as Int32, but '%1$@' uses it as String in '%1$@ %1$d'",
        ])
    }

    @Test func aGapIsAnErrorAtTheKey() {
        #expect(Fixture.diagnostics(Fixture.catalog(["k": Fixture.manualEntry(Fixture.unit("%1$@ and %3$@"))])) == [
            "Localizable.xcstrings:2:1: error: no text of 'k' uses argument 2, but argument 3 is used; Foundation cannot skip an argument whose type it does not know",
        ])
    }

    @Test func namesThatDisagreeAreAWarning() throws {
        let value = Fixture.variations("plural", ["one": Fixture.unit("%(item)lld"), "other": Fixture.unit("%(items)lld")])
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(value)]))
        #expect(translation.tables.first?.symbols.first?.parameterList == "item: Int")
        #expect(translation.warnings.map(\.description) == [
            "Localizable.xcstrings:2:1: warning: argument 1 is named 'item' in '%(item)lld' (plural.one) but 'items' in '%(items)lld' (plural.other); the symbol uses 'item'",
        ])
    }

    @Test func ambiguousPercentSignsWarn() throws {
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(Fixture.unit("50%-ig for %@"))]))
        #expect(translation.tables.first?.symbols.first?.parameterList == "_ arg1: Int32, _ arg2: String")
        #expect(translation.warnings.count == 1)
        #expect(translation.warnings.first?.description.hasPrefix("Localizable.xcstrings:2:79: warning: '%-i'") == true)
    }

    @Test(arguments: [("%s", "UnsafePointer<CChar>"), ("%S", "UnsafePointer<UInt16>"), ("%p", "UnsafeRawPointer")])
    func cPointersGiveNoSymbol(specifier: String, type: String) throws {
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(Fixture.unit("x \(specifier)")), "ok": "{}"]))
        #expect(translation.tables.first?.symbols.map(\.key) == ["ok"])
        #expect(translation.warnings.map(\.description) == [
            "Localizable.xcstrings:2:79: warning: '\(specifier)' takes a C pointer (\(type)), which generated accessors cannot pass (use '%@' for a String); 'k' has no symbol",
        ])
    }

    /// The symbol of the only key, and the warnings.
    func translate(_ localization: String) throws -> (symbol: Symbol?, warnings: [String]) {
        let translation = try Fixture.translate(Fixture.catalog(["k": Fixture.entry(localization), "ok": "{}"]))
        return (translation.tables.first?.symbols.first { $0.key == "k" }, translation.warnings.map(\.description))
    }

    @Test func aHugeArgumentNumberIsAnErrorAtOnce() {
        #expect(Fixture.diagnostics(Fixture.catalog(["k": Fixture.manualEntry(Fixture.unit(String(repeating: "%@", count: 65)))])) == [
            "Localizable.xcstrings:2:108: error: '%@' uses argument 65; a string takes at most 64 arguments",
        ])
        // Above 127, Foundation reads no position at all: the text is printed as it is.
        #expect(Fixture.diagnostics(Fixture.catalog(["k": Fixture.manualEntry(Fixture.unit("%2147483647$@"))])) == [])
    }

    @Test func writeBackGivesNoSymbol() throws {
        let (symbol, warnings) = try translate(Fixture.unit("Score %n of %@"))
        #expect(symbol == nil)
        #expect(warnings == [
            "Localizable.xcstrings:2:79: warning: '%n' makes Foundation write through a pointer argument; write '%%n' if '%' and 'n' are meant literally in 'Score %n of %@'; 'k' has no symbol",
        ])
    }

    @Test func longDoubleGivesNoSymbol() throws {
        let (symbol, warnings) = try translate(Fixture.unit("%.2Lf km"))
        #expect(symbol == nil)
        #expect(warnings == [
            "Localizable.xcstrings:2:79: warning: '%.2Lf' takes a long double, which Swift cannot pass portably (use '%f' for a Double) in '%.2Lf km'; 'k' has no symbol",
        ])
    }

    @Test func aSubstitutionInsideASubstitutionGivesNoSymbol() throws {
        let value = Fixture.withSubstitutions(
            "%#@apples@",
            Fixture.substitution("apples", argNum: 1, format: "lld", other: "%arg apples and %#@pears@") + ", "
                + Fixture.substitution("pears", argNum: 2, format: "lld"))
        let (symbol, warnings) = try translate(value)
        #expect(symbol == nil)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("'%#@pears@' appears inside a substitution's text") == true)
    }

    @Test func twoSubstitutionsOnOneArgumentAreAnError() {
        let value = Fixture.withSubstitutions(
            "%#@a@ and %#@b@",
            Fixture.substitution("a", argNum: nil, format: "lld") + ", " + Fixture.substitution("b", argNum: 1, format: "lld"))
        #expect(Fixture.diagnostics(Fixture.catalog(["k": Fixture.manualEntry(value)])).contains(
            "Localizable.xcstrings:2:1: error: the substitutions 'a' and 'b' both take argument 1; give each its own 'argNum'"))
    }

    @Test func aSubstitutionUsedTwiceTakesTwoArguments() throws {
        let value = Fixture.withSubstitutions(
            "%#@a@, then %#@a@", Fixture.substitution("a", argNum: nil, format: "lld", one: "%arg apple", other: "%arg apples"))
        let (symbol, _) = try translate(value)
        let found = try #require(symbol)
        #expect(found.parameterList == "a arg1: Int, a arg2: Int")
        #expect(found.defaultFormat == "%1$lld apples, then %2$lld apples")
    }

    @Test func anUnknownFormatSpecifierIsAnError() {
        let value = Fixture.withSubstitutions("%#@n@", Fixture.substitution("n", argNum: 1, format: "zz"))
        let diagnostics = Fixture.diagnostics(Fixture.catalog(["k": Fixture.manualEntry(value)]))
        #expect(diagnostics.first == "Localizable.xcstrings:2:174: error: the substitution 'n' has the format specifier 'zz', which is not a printf conversion")
    }

    @Test func anUndefinedSubstitutionInAKeyIsAnError() {
        #expect(Fixture.diagnostics(Fixture.catalog(["%#@count@ things": #"{"extractionState": "manual"}"#])) == [
            "Localizable.xcstrings:2:1: error: '%#@count@' refers to a substitution that the source value of '%#@count@ things' does not define",
        ])
    }

    /// The default value carries the text with the arguments in place when the default text
    /// takes every parameter once, in order and with its type, whether the placeholders show it
    /// (implicit ones) or only the argument list does (positions); otherwise the
    /// arguments separated by spaces.
    @Test(arguments: [
        (Fixture.unit("%@ has %lld"), "arg1 | ' has ' | arg2"),
        (Fixture.unit("%1$@ has %2$lld"), "arg1 | ' has ' | arg2"),
        (Fixture.unit("%2$@ likes %1$@"), "arg1 | ' ' | arg2"),
        (Fixture.unit("%@ and %1$@"), "arg1"),
        (Fixture.unit("%(count)lld left"), "count | ' left'"),
        (Fixture.variations("device", ["mac": Fixture.unit("%@ on %lld"), "other": Fixture.unit("%@")]), "arg1 | ' ' | arg2"),
        (Fixture.variations("device", ["mac": Fixture.unit("%@"), "other": Fixture.unit("%@ and %lld")]), "arg1 | ' and ' | arg2"),
        (Fixture.variations("plural", ["one": Fixture.unit("one"), "other": Fixture.unit("%lld things")]), "arg1 | ' things'"),
    ])
    func defaultValuePiecesFollowTheTextWhenItTakesTheParametersInOrder(_ localization: String, _ pieces: String) throws {
        let symbol = try #require(try translate(localization).symbol)
        let described = symbol.defaultValuePieces.map { piece in
            switch piece {
            case .text(let text): "'\(text)'"
            case .argument(let parameter): parameter.name
            }
        }
        #expect(described.joined(separator: " | ") == pieces)
    }

    /// A translated symbol keeps its default text's forms, worked out from the parse its
    /// parameters came from; a symbol made by hand from the same parts works them out itself,
    /// and a change of its parts works them out again. Both ways must agree.
    @Test(arguments: [
        Fixture.unit("Plain text"),
        Fixture.unit("100%% sure"),
        Fixture.unit("%(count)lld left in %(folder)@"),
        Fixture.unit("%2$@ likes %1$@"),
        Fixture.variations("plural", ["one": Fixture.unit("one"), "other": Fixture.unit("%lld things")]),
        Fixture.withSubstitutions(
            "%@ has %#@files@", Fixture.substitution("files", argNum: 2, format: "lld", one: "%arg file", other: "%arg files")),
    ])
    func theDefaultFormsOfATranslatedSymbolAreThoseOfTheSameSymbolMadeByHand(_ localization: String) throws {
        let translated = try #require(try translate(localization).symbol)
        var byHand = Symbol(
            key: translated.key, keyLocation: translated.keyLocation, name: translated.name, parameters: translated.parameters,
            comment: translated.comment, sourceTexts: translated.sourceTexts, substitutions: translated.substitutions,
            extractionState: translated.extractionState)
        #expect(byHand.defaultFormat == translated.defaultFormat)
        #expect(byHand.defaultValuePieces == translated.defaultValuePieces)

        byHand.sourceTexts = [SourceText(text: "Changed", location: translated.keyLocation)]
        byHand.substitutions = []
        byHand.parameters = []
        #expect(byHand.defaultFormat == "Changed")
        #expect(byHand.defaultValuePieces == [.text("Changed")])
    }
}
