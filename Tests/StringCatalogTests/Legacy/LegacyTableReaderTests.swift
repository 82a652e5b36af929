import Foundation
import Testing
@testable import InputText
@testable import TableModel

/// A legacy table read into the model: texts per language, comments, which file wins, the
/// formats a `.strings` file may be in, and locations that lead back to each file.
@Suite struct LegacyTableReaderTests {
    @Test func textsCommentsAndTheStringsdictWinning() throws {
        let fixture = try LegacyTableFixture([
            "en.lproj/Localizable.strings": """
                /* The cart's title */
                "title" = "Cart";
                /* No comment provided by engineer. */
                "items" = "not this one";
                """,
            "en.lproj/Localizable.stringsdict": stringsdict(["items": pluralEntry(format: "%#@n@", variable: "n", ["one": "%d item", "other": "%d items"])]),
            "de.lproj/Localizable.strings": "\"title\" = \"Warenkorb\";\n\"only.here\" = \"Nur hier\";\n",
        ])
        let (catalog, warnings) = try fixture.read(["."])
        #expect(warnings.isEmpty)
        #expect(catalog.storage == .localizationFolders && catalog.sourceLanguage == "en")
        #expect(catalog.entries.map(\.key) == ["items", "only.here", "title"])
        let title = try #require(catalog.entry(forKey: "title"))
        #expect(title.comment == "The cart's title" && title.extractionState == .migrated)
        #expect(title.localizations.map(\.language) == ["en", "de"])
        let items = try #require(catalog.entry(forKey: "items"))
        #expect(items.comment == nil, "genstrings' placeholder is no comment")
        guard case .variations(.plural)? = items.localization(for: "en")?.value else {
            Issue.record("the stringsdict's entry wins over the strings file's")
            return
        }
        #expect(catalog.entry(forKey: "only.here")?.isOnlyInTranslations == true)
        #expect(title.isOnlyInTranslations == false)

        // Each location leads back to its file and line.
        #expect(catalog.sourceFiles.resolve(title.keyLocation).map { "\(fixture.shown(Diagnostic(.note, "", path: $0.path, at: $0.location)))" }
            == "en.lproj/Localizable.strings:2:1: note: ")
        let german = try #require(title.localization(for: "de"))
        #expect(catalog.sourceFiles.resolve(german.location).map { "\(fixture.shown(Diagnostic(.note, "", path: $0.path, at: $0.location)))" }
            == "de.lproj/Localizable.strings:1:1: note: ")
    }

    /// Every file's locations lead back to it, whatever its line breaks (`\r` alone, `\r\n`,
    /// `\n`) and however many lines the files before it have; repeated keys are warned about
    /// once per file, at the file's own line.
    @Test func locationsLeadBackToEachFileWhateverItsLineBreaks() throws {
        let fixture = try LegacyTableFixture([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\r\"b\" = \"B\";\r\"a\" = \"A again\";\r",
            "de.lproj/Localizable.strings": "\"a\" = \"A\";\r\n\r\n\"b\" = \"B\";\r\n\"b\" = \"B wieder\";\r\n",
            "fr.lproj/Localizable.strings": "\n\n\n\n\"b\" = \"B\";\n",
        ])
        let (catalog, warnings) = try fixture.read(["."], summarizing: false)
        #expect(warnings == [
            "en.lproj/Localizable.strings:3:1: warning: 1 key is defined more than once, the last definition wins: 'a' (2 times)",
            "de.lproj/Localizable.strings:4:1: warning: 1 key is defined more than once, the last definition wins: 'b' (2 times)",
        ])
        let resolved = { (diagnostic: Diagnostic) in fixture.shown(catalog.sourceFiles.resolve(diagnostic)) }
        let b = try #require(catalog.entry(forKey: "b"))
        #expect(b.localizations.map { resolved(Diagnostic(.note, "", path: "", at: $0.location)) } == [
            "en.lproj/Localizable.strings:2:1: note: ", "de.lproj/Localizable.strings:4:1: note: ", "fr.lproj/Localizable.strings:5:1: note: ",
        ])
        #expect(catalog.entry(forKey: "a").map { resolved(Diagnostic(.note, "", path: "", at: $0.keyLocation)) } == "en.lproj/Localizable.strings:3:1: note: ")
    }

    /// UTF-16 with a byte order mark, as old tables are; an XML property list in a `.strings`
    /// file; a binary one is an error saying how to convert it.
    @Test func encodingsAndPropertyLists() throws {
        let fixture = try LegacyTableFixture([
            "en.lproj/Plist.strings": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>k</key><string>v</string></dict></plist>\n",
        ])
        var utf16 = Data([0xFF, 0xFE])
        for unit in "\"k\" = \"vü\";".utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        try fixture.write("en.lproj/Wide.strings", utf16)
        try fixture.write("en.lproj/Binary.strings", Data("bplist00".utf8) + Data(repeating: 0, count: 8))
        #expect(try fixture.read(["en.lproj/Plist.strings"]).catalog.entries.first?.localization(for: "en").flatMap { SourceText.texts(of: $0.value!).first?.text } == "v")
        #expect(try fixture.read(["en.lproj/Wide.strings"]).catalog.entries.first?.localization(for: "en").flatMap { SourceText.texts(of: $0.value!).first?.text } == "vü")
        #expect(fixture.diagnostics(["en.lproj/Binary.strings"]) == [
            "en.lproj/Binary.strings: error: a binary property list, which this reader does not read; convert it to XML with 'plutil -convert xml1 en.lproj/Binary.strings'",
        ])
    }

    /// Problems of translations' entries cost no symbol: generation gets one warning a table,
    /// `check` each of them.
    @Test func translationProblemsAreSummarisedForGeneration() throws {
        let broken = stringsdict(["a": pluralEntry(format: "%1#@n@", variable: "n", ["other": "%d"]), "b": pluralEntry(format: "%#@m@", variable: "n", ["other": "%d"])])
        let fixture = try LegacyTableFixture([
            "en.lproj/T.strings": "\"a\" = \"A %d\";\n\"b\" = \"B %d\";\n", "de.lproj/T.stringsdict": broken, "ru.lproj/T.stringsdict": broken,
        ])
        #expect(try fixture.read(["."]).warnings == [
            "de.lproj/T.stringsdict:6:46: warning: '%1#@n@' in key 'a' is no variable reference (write %#@name@ or %1$#@name@), so the key is left out; 3 more translations of the table 'T' cannot be read either and are left out ('string-symbols check' lists each)",
        ])
        #expect(try fixture.read(["."], summarizing: false).warnings.count == 4)
    }

    /// A key a translation defines twice is read (the last definition wins), so its warning is
    /// not summed up with the entries left out, and says what it is of the files after it.
    @Test func repeatedKeysInTranslationsAreSummarisedApart() throws {
        let broken = stringsdict(["a": pluralEntry(format: "%1#@n@", variable: "n", ["other": "%d"])])
        let fixture = try LegacyTableFixture([
            "en.lproj/T.strings": "\"a\" = \"A %d\";\n\"b\" = \"B\";\n",
            "de.lproj/T.strings": "\"b\" = \"B\";\n\"b\" = \"B wieder\";\n", "de.lproj/T.stringsdict": broken,
            "fr.lproj/T.strings": "\"b\" = \"B\";\n\"b\" = \"B encore\";\n",
            "ru.lproj/T.strings": "\"b\" = \"B\";\n\"b\" = \"Б\";\n",
        ])
        let (catalog, warnings) = try fixture.read(["."])
        #expect(warnings == [
            "de.lproj/T.stringsdict:6:46: warning: '%1#@n@' in key 'a' is no variable reference (write %#@name@ or %1$#@name@), so the key is left out",
            "de.lproj/T.strings:2:1: warning: 1 key is defined more than once, the last definition wins: 'b' (2 times); 2 more translation files of the table 'T' define keys more than once ('string-symbols check' lists each)",
        ])
        #expect(catalog.entry(forKey: "b")?.localization(for: "fr").flatMap { SourceText.texts(of: $0.value!).first?.text } == "B encore")
        #expect(try fixture.read(["."], summarizing: false).warnings.count == 4)
    }

    /// A property list's parser warns of each key defined twice: those are repeats too, counted
    /// by file, not entries left out.
    @Test func repeatedKeysInPropertyListTranslationsAreRepeats() throws {
        let plist = { (value: String) in
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>b</key><string>B</string>\n<key>b</key><string>\(value)</string>\n<key>c</key><string>C</string>\n<key>c</key><string>C2</string>\n</dict>\n</plist>\n"
        }
        let fixture = try LegacyTableFixture([
            "en.lproj/T.strings": "\"b\" = \"B\";\n\"c\" = \"C\";\n",
            "de.lproj/T.strings": plist("B wieder"), "fr.lproj/T.strings": plist("B encore"),
        ])
        let (catalog, warnings) = try fixture.read(["."])
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasSuffix("; 1 more translation file of the table 'T' defines keys more than once ('string-symbols check' lists each)") == true, "\(warnings)")
        #expect(!warnings.contains { $0.contains("left out") })
        #expect(catalog.entry(forKey: "b")?.localization(for: "fr").flatMap { SourceText.texts(of: $0.value!).first?.text } == "B encore")
        #expect(try fixture.read(["."], summarizing: false).warnings.count == 4)
    }
}
