import Foundation
import InputText
import Testing
import XLIFF

/// Import as Xcode's: which targets are taken, in which state, how XLIFF's spelling of
/// substitutions turns back, and what an unchanged export changes (nothing).
@Suite struct ImportTests {
    static func document(_ units: String, language: String = "fr", sourceLanguage: String = "en") -> [UInt8] {
        Array("""
            <?xml version='1.0' encoding='utf-8'?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.xcstrings" source-language="\(sourceLanguage)" target-language="\(language)" datatype="plaintext">
                <body>
            \(units)
                </body>
              </file>
            </xliff>
            """.utf8)
    }

    /// The `<file>` of an XLIFF document around `block`, one `<file>` as an export writes it.
    static func file(_ block: String, path: String) throws -> XLIFFFile {
        let document = Array((#"<?xml version="1.0" encoding="UTF-8"?><xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">"# + block + "</xliff>").utf8)
        return try #require(try XLIFFReader().files(document, path: path).first)
    }

    static func importing(_ units: String, language: String = "fr") throws -> (ExchangeCatalog, ImportOutcome) {
        var catalog = try ExportRulesTests.catalog()
        let files = try XLIFFReader().files(document(units, language: language), path: "fr.xliff")
        let outcome = try catalog.importing(try #require(files.first), from: "fr.xliff")
        return (catalog, outcome)
    }

    /// The localization `language` of `key` in the catalog as written.
    static func localization(_ key: String, _ language: String, in catalog: ExchangeCatalog) throws -> NSDictionary? {
        let root = try JSONSerialization.jsonObject(with: Data(catalog.written())) as? NSDictionary
        let entry = (root?["strings"] as? NSDictionary)?[key] as? NSDictionary
        return (entry?["localizations"] as? NSDictionary)?[language] as? NSDictionary
    }

    static func stringUnit(_ localization: NSDictionary?, _ path: [String]) -> [String: String]? {
        var node: Any? = localization
        for key in path { node = (node as? NSDictionary)?[key] }
        return (node as? NSDictionary)?["stringUnit"] as? [String: String]
    }

    @Test(arguments: ["fr", "uk", "en"])
    func anUnchangedExportChangesNothing(language: String) throws {
        var catalog = try ExportRulesTests.catalog()
        let before = catalog.written()
        var bytes: [UInt8] = []
        XLIFFWriter(tool: ExportRulesTests.tool).append(try catalog.xliffFile(language: language), to: &bytes)
        let outcome = try catalog.importing(try Self.file(String(decoding: bytes, as: UTF8.self), path: "x.xliff"), from: "x.xliff")
        #expect(outcome.changed == 0)
        #expect(outcome.warnings.isEmpty)
        #expect(catalog.written() == before)
    }

    /// A text whose state is not one Xcode's export turns into a finished one (none, empty,
    /// `stale`) is exported with that state, and imported back unchanged; the same text in a
    /// finished state, or another text, is taken as translated.
    @Test func aTargetAsExportedKeepsTheCatalogsState() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : { "localizations" : { "de" : { "stringUnit" : { "value" : "A ohne Status" } } } },
                "b" : { "localizations" : { "de" : { "stringUnit" : { "state" : "stale", "value" : "B veraltet" } } } },
                "c" : { "localizations" : { "de" : { "stringUnit" : { "state" : "", "value" : "C leer" } } } },
                "d" : { "localizations" : { "de" : { "stringUnit" : { "state" : "stale", "value" : "D veraltet" } } } }
              },
              "version" : "1.0"
            }
            """
        var catalog = try ExportRulesTests.catalog(text)
        let before = catalog.written()
        let block = try ExportRulesTests.block("de", of: catalog)
        #expect(block.contains(#"<target state="stale">B veraltet</target>"#) && block.contains(#"<target state="">C leer</target>"#))
        var outcome = try catalog.importing(try Self.file(block, path: "de.xliff"), from: "de.xliff")
        #expect(outcome.changed == 0 && outcome.warnings.isEmpty)
        #expect(catalog.written() == before)
        let edited = block
            .replacingOccurrences(of: #"<target state="stale">B veraltet</target>"#, with: #"<target state="translated">B veraltet</target>"#)
            .replacingOccurrences(of: #"<target state="stale">D veraltet</target>"#, with: #"<target state="stale">D neu</target>"#)
        #expect(edited != block)
        outcome = try catalog.importing(try Self.file(edited, path: "de.xliff"), from: "de.xliff")
        #expect(outcome.changed == 2)
        #expect(Self.stringUnit(try Self.localization("a", "de", in: catalog), []) == ["value": "A ohne Status"])
        #expect(Self.stringUnit(try Self.localization("b", "de", in: catalog), []) == ["state": "translated", "value": "B veraltet"])
        #expect(Self.stringUnit(try Self.localization("d", "de", in: catalog), []) == ["state": "translated", "value": "D neu"])
    }

    /// An untouched export read beside an edited one changes nothing, whichever is read first:
    /// the edit stands, without a warning that one replaced the other.
    @Test(arguments: [false, true])
    func anUntouchedExportBesideAnEditedOneChangesNothing(untouchedFirst: Bool) throws {
        let text = #"{"sourceLanguage":"en","strings":{"hi":{"localizations":{"de":{"stringUnit":{"state":"stale","value":"Hallo"}}}}},"version":"1.0"}"#
        var catalog = try ExportRulesTests.catalog(text)
        let block = try ExportRulesTests.block("de", of: catalog)
        let edited = block.replacingOccurrences(of: #"<target state="stale">Hallo</target>"#, with: #"<target state="translated">Hallo neu</target>"#)
        #expect(edited != block)
        let order = untouchedFirst ? [(block, "untouched.xliff"), (edited, "edited.xliff")] : [(edited, "edited.xliff"), (block, "untouched.xliff")]
        var warnings: [Diagnostic] = []
        var changed = 0
        for (block, path) in order {
            let outcome = try catalog.importing(try Self.file(block, path: path), from: path)
            warnings += outcome.warnings
            changed += outcome.changed
        }
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(changed == 1)
        #expect(Self.stringUnit(try Self.localization("hi", "de", in: catalog), []) == ["state": "translated", "value": "Hallo neu"])
    }

    @Test func finishedTargetsAreTakenAsTranslated() throws {
        let (catalog, outcome) = try Self.importing("""
            <trans-unit id="key&#9;with&#10;breaks"><source>key</source><target state="final">Clé finale</target></trans-unit>
            <trans-unit id="a b"><source>a b</source><target state="translated" /></trans-unit>
            <trans-unit id="only source plural"><source>other</source><target>simple</target></trans-unit>
            <trans-unit id="device|==|device.mac"><source>%lld devices</source><target state="signed-off" state-qualifier="leveraged-mt">%lld Macs</target></trans-unit>
            """)
        #expect(outcome.changed == 4)
        #expect(Self.stringUnit(try Self.localization("key\twith\nbreaks", "fr", in: catalog), []) == ["state": "translated", "value": "Clé finale"])
        #expect(Self.stringUnit(try Self.localization("a b", "fr", in: catalog), []) == ["state": "translated", "value": ""])
        #expect(Self.stringUnit(try Self.localization("only source plural", "fr", in: catalog), []) == ["state": "translated", "value": "simple"])
        #expect(Self.stringUnit(try Self.localization("device", "fr", in: catalog), ["variations", "device", "mac"]) == ["state": "machine_translated", "value": "%lld Macs"])
    }

    @Test func unfinishedAndMissingTargetsChangeNothing() throws {
        let (catalog, outcome) = try Self.importing("""
            <trans-unit id="aé"><source>x</source><target state="needs-review-l10n">Changé</target></trans-unit>
            <trans-unit id="a b"><source>a b</source><target state="new">Nouveau</target></trans-unit>
            <trans-unit id="only source plural"><source>other</source></trans-unit>
            """)
        #expect(outcome.changed == 0)
        #expect(outcome.unfinished == 2)
        #expect(catalog.written() == (try ExportRulesTests.catalog()).written())
    }

    /// A string the catalog says not to translate (`translate="no"`) keeps what it has: a target
    /// for it was written silently. One that is the catalog's text or the source (as platforms
    /// fill locked units) is left out without a word.
    @Test func aTargetOfAStringNotToTranslateIsLeftOutWithAWarning() throws {
        let (catalog, outcome) = try Self.importing("""
            <trans-unit id="aé" translate="no"><source>x</source><target state="translated">Traduit</target></trans-unit>
            """)
        #expect(outcome.changed == 0)
        #expect(outcome.warnings.map(\.description) == [
            #"fr.xliff:5:1: warning: the unit 'aé' of Localizable.xcstrings is not to be translated (the catalog's 'shouldTranslate' is false: translate="no"); its target is left out, so make the string translatable in the catalog first if it should be"#,
        ])
        #expect(catalog.written() == (try ExportRulesTests.catalog()).written())
        let source = try ExportRulesTests.unit("aé", "fr").source ?? ""
        let escaped = source.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\r", with: "&#13;")
        let (same, quiet) = try Self.importing("""
            <trans-unit id="aé"><source>x</source><target>À revoir</target></trans-unit>
            <trans-unit id="aé"><source>x</source><target>\(escaped)</target></trans-unit>
            """)
        #expect(quiet.changed == 0)
        #expect(quiet.warnings.isEmpty)
        #expect(same.written() == (try ExportRulesTests.catalog()).written())
    }

    @Test func variationsAndSubstitutionsAreCreatedInTheTargetLanguage() throws {
        let (catalog, outcome) = try Self.importing("""
            <trans-unit id="a|==|plural.one"><source>%lld a</source><target state="translated">%lld un</target></trans-unit>
            <trans-unit id="photos"><source>x</source><target state="translated">%2$#@albums.all@ : %1$#@photos@</target></trans-unit>
            <trans-unit id="photos|==|substitutions.@albums.all@.plural.other"><source>%2$lld albums</source><target state="translated">%2$lld albums</target></trans-unit>
            <trans-unit id="photos|==|substitutions.photos.plural.one"><source>%1$lld photo</source><target state="translated">%1$lld photo, %lld</target></trans-unit>
            """, language: "fr")
        #expect(outcome.changed == 4)
        let french = try Self.localization("photos", "fr", in: catalog)
        #expect(Self.stringUnit(french, []) == ["state": "translated", "value": "%#@albums.all@ : %#@photos@"])
        let albums = try #require((french?["substitutions"] as? NSDictionary)?["albums.all"] as? NSDictionary)
        #expect(albums["argNum"] as? Int == 2)
        #expect(albums["formatSpecifier"] as? String == "lld")
        #expect(Self.stringUnit(albums, ["variations", "plural", "other"]) == ["state": "translated", "value": "%arg albums"])
        let photos = try #require((french?["substitutions"] as? NSDictionary)?["photos"] as? NSDictionary)
        #expect(Self.stringUnit(photos, ["variations", "plural", "one"]) == ["state": "translated", "value": "%arg photo, %lld"])
        #expect(Self.stringUnit(photos, ["variations", "plural", "other"]) == ["state": "translated", "value": "%arg photos, 100%% %@"])
        #expect(Self.stringUnit(try Self.localization("a", "fr", in: catalog), ["variations", "plural", "one"]) == ["state": "translated", "value": "%lld un"])
    }

    @Test func aUnitTheCatalogDoesNotHaveIsAWarningAtItsPosition() throws {
        let (_, outcome) = try Self.importing("""
            <trans-unit id="missing"><source>x</source><target>y</target></trans-unit>
            <trans-unit id="a|==|plural.few"><source>x</source><target>y</target></trans-unit>
            <trans-unit id="untranslated"><source>x</source></trans-unit>
            """)
        #expect(outcome.changed == 0)
        #expect(outcome.warnings.map(\.description) == [
            "fr.xliff:5:1: warning: the unit 'missing' names no key or variation of Localizable.xcstrings in 'fr'; it is not imported",
            "fr.xliff:6:1: warning: the unit 'a|==|plural.few' names no key or variation of Localizable.xcstrings in 'fr'; it is not imported",
            "fr.xliff:7:1: warning: the unit 'untranslated' names no key or variation of Localizable.xcstrings in 'fr'; it is not imported",
        ])
    }

    @Test func aPlaceThatIsNotAnObjectIsAWarningAndChangesNothing() throws {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"K"}},"fr":"oops"}}}}"#
        var catalog = try ExportRulesTests.catalog(text)
        let before = catalog.written()
        let files = try XLIFFReader().files(Self.document(#"<trans-unit id="k"><source>K</source><target>Ka</target></trans-unit>"#), path: "fr.xliff")
        let outcome = try catalog.importing(try #require(files.first), from: "fr.xliff")
        #expect(outcome.changed == 0)
        #expect(outcome.warnings.map(\.description) == ["fr.xliff:5:1: warning: the unit 'k' is not imported: in Localizable.xcstrings, the 'fr' localization is not an object"])
        #expect(catalog.written() == before)
    }

    /// A target translated from a source text the catalog no longer has is imported, as Xcode
    /// imports by id alone, with a warning that it may not fit; an unchanged source says nothing.
    @Test func aTargetForAChangedSourceTextIsImportedWithAWarning() throws {
        let text = #"""
            {"sourceLanguage":"en","strings":{
            "mode":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"(Default)"}}}},
            "title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Title"}}}}
            }}
            """#
        var catalog = try ExportRulesTests.catalog(text)
        let units = """
            <trans-unit id="mode"><source>(Default value)</source><target>(Valeur par défaut)</target></trans-unit>
            <trans-unit id="title"><source>Title</source><target>Titre</target></trans-unit>
            """
        let files = try XLIFFReader().files(Self.document(units), path: "fr.xliff")
        let outcome = try catalog.importing(try #require(files.first), from: "fr.xliff")
        #expect(outcome.changed == 2)
        #expect(outcome.warnings.map(\.description) == [
            "fr.xliff:5:1: warning: the unit 'mode' of Localizable.xcstrings was translated from a source text that has changed since (its <source> is not the catalog's en text); its target is imported all the same, so check that it still fits",
        ])
    }

    /// A target of another form than the catalog holds at its place (text for a set of strings, a
    /// set for a string, as a segmenting tool or an old export writes it) is a warning and
    /// changes nothing: written beside the other form, it made a localization that holds two,
    /// which every command then refused.
    @Test func aTargetOfAnotherFormThanTheCatalogHoldsIsAWarning() throws {
        let text = #"""
            {"sourceLanguage":"en","strings":{
            "Open ${applicationName}":{"localizations":{"en":{"stringSet":{"state":"translated","values":["Open ${applicationName}"]}},"fr":{"stringSet":{"state":"translated","values":["Ouvrir ${applicationName}"]}}}},
            "greeting":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},"fr":{"stringUnit":{"state":"translated","value":"Bonjour"}}}}
            }}
            """#
        var catalog = try ExportRulesTests.catalog(text)
        let before = catalog.written()
        let units = """
            <trans-unit id="Open ${applicationName}"><source>Open ${applicationName}</source><target>${applicationName} ouvrir</target></trans-unit>
            <trans-unit id="greeting"><source>Hello</source><target><mrk mtype="x-set" mid="0">Salut</mrk><mrk mtype="x-set" mid="1">Coucou</mrk></target></trans-unit>
            """
        let files = try XLIFFReader().files(Self.document(units), path: "fr.xliff")
        let outcome = try catalog.importing(try #require(files.first), from: "fr.xliff")
        #expect(outcome.changed == 0)
        #expect(outcome.warnings.map(\.description) == [
            "fr.xliff:5:1: warning: the unit 'Open ${applicationName}' is not imported: its target is a string, and Localizable.xcstrings holds a set of strings there in 'fr'; export 'fr' again to translate what the catalog holds",
            "fr.xliff:6:1: warning: the unit 'greeting' is not imported: its target is a set of strings, and Localizable.xcstrings holds a string there in 'fr'; export 'fr' again to translate what the catalog holds",
        ])
        #expect(catalog.written() == before)
    }

    /// A unit left untranslated that the next export will not offer, because the variations
    /// this import made in the language lack it (a device the translator left out), is a
    /// warning: it was gone from every later export without a word.
    @Test func anUntranslatedUnitTheNextExportWillNotOfferIsAWarning() throws {
        let text = #"""
            {"sourceLanguage":"en","strings":{"tap":{"localizations":{"en":{"variations":{"device":{
            "mac":{"stringUnit":{"state":"translated","value":"Click"}},
            "other":{"stringUnit":{"state":"translated","value":"Tap"}}}}}}}}}
            """#
        var catalog = try ExportRulesTests.catalog(text)
        let units = """
            <trans-unit id="tap|==|device.mac"><source>Click</source></trans-unit>
            <trans-unit id="tap|==|device.other"><source>Tap</source><target>Touchez</target></trans-unit>
            """
        let files = try XLIFFReader().files(Self.document(units), path: "fr.xliff")
        let outcome = try catalog.importing(try #require(files.first), from: "fr.xliff")
        #expect(outcome.changed == 1)
        #expect(outcome.warnings.map(\.description) == [
            "fr.xliff:5:1: warning: the unit 'tap|==|device.mac' of Localizable.xcstrings has no finished translation, and after this import 'fr' has variations without it: the next export will not offer it; translate it here, or add it to 'fr' in the catalog",
        ])
        // Both translated: nothing to say.
        var both = try ExportRulesTests.catalog(text)
        let translated = try XLIFFReader().files(Self.document(units.replacingOccurrences(of: "<source>Click</source>", with: "<source>Click</source><target>Cliquez</target>")), path: "fr.xliff")
        #expect(try both.importing(try #require(translated.first), from: "fr.xliff").warnings.isEmpty)
    }

    /// A string translated without the substitutions it refers to keeps its references'
    /// positions, as Xcode keeps them for a substitution only the source has: an import drops
    /// the position (the substitution's `argNum` holds it), so without the substitution the
    /// reference named no argument. With the substitution translated too, it is dropped.
    @Test func aReferenceToASubstitutionTheLanguageLacksKeepsItsPosition() throws {
        let text = #"""
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{
            "stringUnit":{"state":"translated","value":"%@ has %#@left@"},
            "substitutions":{"left":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%arg item"}},
            "other":{"stringUnit":{"state":"translated","value":"%arg items"}}}}}}}}}}}
            """#
        let main = #"<trans-unit id="k"><source>%1$@ has %2$#@left@</source><target>%1$@ a %2$#@left@</target></trans-unit>"#
        var catalog = try ExportRulesTests.catalog(text)
        let units = main + """

            <trans-unit id="k|==|substitutions.left.plural.one"><source>%2$lld item</source></trans-unit>
            <trans-unit id="k|==|substitutions.left.plural.other"><source>%2$lld items</source></trans-unit>
            """
        let outcome = try catalog.importing(try #require(try XLIFFReader().files(Self.document(units), path: "fr.xliff").first), from: "fr.xliff")
        #expect(outcome.changed == 1)
        #expect(Self.stringUnit(try Self.localization("k", "fr", in: catalog), []) == ["state": "translated", "value": "%1$@ a %2$#@left@"])

        var both = try ExportRulesTests.catalog(text)
        let translated = main + """

            <trans-unit id="k|==|substitutions.left.plural.one"><source>%2$lld item</source><target>%2$lld article</target></trans-unit>
            <trans-unit id="k|==|substitutions.left.plural.other"><source>%2$lld items</source><target>%2$lld articles</target></trans-unit>
            """
        _ = try both.importing(try #require(try XLIFFReader().files(Self.document(translated), path: "fr.xliff").first), from: "fr.xliff")
        let french = try Self.localization("k", "fr", in: both)
        #expect(Self.stringUnit(french, []) == ["state": "translated", "value": "%1$@ a %#@left@"])
        #expect(Self.stringUnit(french, ["substitutions", "left", "variations", "plural", "one"]) == ["state": "translated", "value": "%arg article"])
    }

    @Test func aPositionOfAnyLengthIsReadWithoutOverflow() throws {
        let (catalog, outcome) = try Self.importing("""
            <trans-unit id="photos"><source>x</source><target>%99999999999999999999999$#@photos@ %1$#@albums.all@</target></trans-unit>
            """)
        #expect(outcome.changed == 1)
        // `albums.all` is a substitution only the source has: the reference takes its position.
        #expect(Self.stringUnit(try Self.localization("photos", "fr", in: catalog), []) == ["state": "translated", "value": "%#@photos@ %2$#@albums.all@"])
    }

    @Test func aFileOfAnotherSourceLanguageIsAnError() throws {
        var catalog = try ExportRulesTests.catalog()
        let file = try #require(try XLIFFReader().files(Self.document("", sourceLanguage: "de"), path: "fr.xliff").first)
        #expect {
            try catalog.importing(file, from: "fr.xliff")
        } throws: { error in
            (error as? DiagnosticError)?.description == "fr.xliff:3:3: error: the file's source-language 'de' is not the catalog's 'en' (Localizable.xcstrings)"
        }
    }
}
