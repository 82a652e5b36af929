import Foundation
import Testing
import TestSupport

/// `string-symbols export` and `import`: the bundles written, the round trip, and what each
/// refuses without writing anything.
@Suite struct ExchangeCommandTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "greeting" : {
              "comment" : "On the first screen",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Hallo"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hello"
                  }
                }
              }
            },
            "items" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld item"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld items"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    func project() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("App/Resources/Localizable.xcstrings", Self.catalog)
        return workspace
    }

    @Test func exportWritesAnXclocPerLanguage() throws {
        let workspace = try project()
        let result = try CLI.run(["export", "--language", "de", "--language", "en", "--output", "Out", "App"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == "wrote Out/de.xcloc: 1 catalog, 3 units\nwrote Out/en.xcloc: 1 catalog, 3 units\n")
        #expect(workspace.files(in: "Out/de.xcloc") == ["Localized Contents", "Notes", "Source Contents", "contents.json"])
        #expect(workspace.read("Out/de.xcloc/contents.json")?.hasPrefix("{\n  \"developmentRegion\" : \"en\",\n  \"targetLocale\" : \"de\",\n  \"toolInfo\" : {") == true)
        let xliff = try #require(workspace.read("Out/de.xcloc/Localized Contents/de.xliff"))
        #expect(xliff.contains("<file original=\"App/Resources/Localizable.xcstrings\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\">"))
        #expect(xliff.contains("""
                  <trans-unit id="greeting" xml:space="preserve">
                    <source>Hello</source>
                    <target state="needs-review-l10n">Hallo</target>
                    <note>On the first screen</note>
                  </trans-unit>
                  <trans-unit id="items|==|plural.one" xml:space="preserve">
                    <source>%lld item</source>
                    <note/>
                  </trans-unit>
            """))
        #expect(workspace.read("Out/de.xcloc/Source Contents/App/Resources/Localizable.xcstrings")?.contains("\"de\"") == false)
        // The bundles are not catalogs of the project: a second export finds the same one.
        let again = try CLI.run(["export", "--language", "de", "--output", "Out", "."], in: workspace.url)
        #expect(again.standardError == "wrote Out/de.xcloc: 1 catalog, 3 units\n")
    }

    /// An export replaces the bundle of an earlier one, as Xcode's does: an XLIFF or a catalog's
    /// copy it does not write is removed (an XLIFF left there was imported with the new one), and
    /// the team's notes stay.
    @Test func anExportReplacesAnEarlierOnesContents() throws {
        let workspace = try project()
        try workspace.write("App/Other/Other.xcstrings", Self.catalog)
        #expect(try CLI.run(["export", "--language", "de", "--output", "Out", "App"], in: workspace.url).status == 0)
        try workspace.write("Out/de.xcloc/Localized Contents/old.xliff", "<x/>")
        try workspace.write("Out/de.xcloc/Notes/For translators.txt", "Keep it short.")
        try FileManager.default.removeItem(atPath: workspace.path("App/Other"))
        let again = try CLI.run(["export", "--language", "de", "--output", "Out", "App"], in: workspace.url)
        #expect(again.standardError == "wrote Out/de.xcloc: 1 catalog, 3 units\n")
        #expect(workspace.files(in: "Out/de.xcloc/Localized Contents") == ["de.xliff"])
        #expect(workspace.files(in: "Out/de.xcloc/Source Contents/App") == ["Resources"])
        #expect(workspace.read("Out/de.xcloc/Notes/For translators.txt") == "Keep it short.")
        let imported = try CLI.run(["import", "Out/de.xcloc"], in: workspace.url)
        #expect(imported.status == 0, "\(imported.standardError)")
    }

    /// A folder of a bundle's name that holds no `contents.json` is a person's, not an earlier
    /// export's: it is never emptied, and nothing is written. A bundle that cannot be made
    /// leaves none of the others' folders behind.
    @Test func aFolderThatIsNoBundleIsNeverEmptiedAndAFailedExportLeavesNoFolder() throws {
        let workspace = try project()
        try workspace.write("Out/de.xcloc/Localized Contents/notes.txt", "mine")
        try workspace.write("Out/de.xcloc/Source Contents/sub/keep.swift", "let kept = 1")
        let result = try CLI.run(["export", "--language", "de", "--output", "Out", "App"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "Out/de.xcloc: error: the folder is in the way: it holds no contents.json, so it is no localization bundle an earlier export wrote, and an export replaces what a bundle holds; move or remove it\n")
        #expect(workspace.read("Out/de.xcloc/Localized Contents/notes.txt") == "mine")
        #expect(workspace.read("Out/de.xcloc/Source Contents/sub/keep.swift") == "let kept = 1")

        try workspace.write("Finder/de.xcloc/.DS_Store", "")
        #expect(try CLI.run(["export", "--language", "de", "--output", "Finder", "App"], in: workspace.url).status == 0)

        try workspace.write("Other/fr.xcloc", "a file")
        let blocked = try CLI.run(["export", "--language", "de", "--language", "fr", "--output", "Other", "App"], in: workspace.url)
        #expect(blocked.status == 1)
        #expect(blocked.standardError.hasSuffix("Other/fr.xcloc: error: cannot create the folder: it is a file, not a folder\n"), "\(blocked.standardError)")
        #expect(workspace.files(in: "Other") == ["fr.xcloc"])
    }

    /// What the imported targets break, as `check` finds it, is a warning after the import; what
    /// the catalog held broken before is not said again.
    @Test func aTargetThatBreaksAPlaceholderIsAWarning() throws {
        let workspace = try Workspace()
        try workspace.write("App/L.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld files": {},
              "Hello %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo %d"}}}}
            }}
            """)
        #expect(try CLI.run(["export", "--language", "de", "--output", "Out", "App"], in: workspace.url).status == 0)
        let xliff = "Out/de.xcloc/Localized Contents/de.xliff"
        let exported = try #require(workspace.read(xliff))
        try workspace.write(xliff, exported.replacingOccurrences(of: "<source>%lld files</source>", with: "<source>%lld files</source><target state=\"translated\">%@ Dateien</target>"))
        let result = try CLI.run(["import", "Out/de.xcloc"], in: workspace.url)
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 && lines[0].hasPrefix("App/L.xcstrings:") && lines[0].hasSuffix(": warning: '%@' in the de translation of '%lld files' takes an object (a String) for argument 1, but the source's '%lld' gives a 64-bit integer [argument-type]"), "\(result.standardError)")
    }

    /// A finding the import only changes, a plural that lacks fewer categories than before, is
    /// not the import's: it is not said.
    @Test func aFindingTheImportOnlyChangesIsNotSaid() throws {
        let workspace = try Workspace()
        try workspace.write("App/L.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
              "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld file"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
              "ru": {"variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}}
            }}}}
            """)
        let before = try CLI.run(["check", "App/L.xcstrings"], in: workspace.url)
        #expect(before.standardError.contains("lack 'one' (such as 1, 21, 31), 'few'"), "\(before.standardError)")
        #expect(try CLI.run(["export", "--language", "ru", "--output", "Out", "App"], in: workspace.url).status == 0)
        let xliff = "Out/ru.xcloc/Localized Contents/ru.xliff"
        let exported = try #require(workspace.read(xliff))
        try workspace.write(xliff, exported.replacingOccurrences(of: "<source>%lld file</source>", with: "<source>%lld file</source><target state=\"translated\">%lld файл</target>"))
        let result = try CLI.run(["import", "Out/ru.xcloc"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == "imported 1 translation into 1 of 1 catalog; 1 already as the catalog has them\n")
    }

    /// A catalog that import names is named from the working folder, as every command names
    /// files, not by its absolute path.
    @Test func importNamesACatalogFromTheWorkingFolder() throws {
        let workspace = try project()
        #expect(try CLI.run(["export", "--language", "de", "--output", "Out", "App"], in: workspace.url).status == 0)
        try workspace.write("App/Resources/Localizable.xcstrings", #"{"sourceLanguage": "en", "strings": {"a": {}, "a": {}}, "version": "1.0"}"#)
        let result = try CLI.run(["import", "Out/de.xcloc"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("App/Resources/Localizable.xcstrings:1:47: error: duplicate key 'a'"), "\(result.standardError)")
    }

    /// A link in an earlier bundle that leads out of the output folder is never written
    /// through: the export is an error, and nothing is written anywhere.
    @Test func aLinkLeadingOutOfTheOutputIsNotWrittenThrough() throws {
        let workspace = try project()
        try FileManager.default.createDirectory(atPath: workspace.path("Out/de.xcloc"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.path("Victim"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Out/de.xcloc/Source Contents"), withDestinationPath: "../../Victim")
        let result = try CLI.run(["export", "--language", "de", "--output", "Out", "App"], in: workspace.url)
        #expect(result.status == 1)
        let victim = URL(fileURLWithPath: workspace.path("Victim")).resolvingSymlinksInPath().path
        #expect(result.standardError == "Out/de.xcloc/Source Contents: error: this leads out of the output folder, to \(victim); export writes only inside its output folder, so remove the link or name the folder it leads to (nothing is written)\n")
        #expect(workspace.files(in: "Victim") == [])
        #expect(workspace.files(in: "Out/de.xcloc") == ["Source Contents"])
    }

    /// A unit met again, in another XLIFF or twice in one, counts once; with another target it
    /// is a warning naming both, and the last one read is kept.
    @Test func aUnitTranslatedTwiceCountsOnceAndTwoTargetsAreAWarning() throws {
        let workspace = try project()
        #expect(try CLI.run(["export", "--language", "de", "App"], in: workspace.url).status == 0)
        let exported = try #require(workspace.read("de.xcloc/Localized Contents/de.xliff"))
        let pending = #"<target state="needs-review-l10n">Hallo</target>"#
        try workspace.write("a.xliff", exported.replacingOccurrences(of: pending, with: #"<target state="translated">Hallo A</target>"#))
        try workspace.write("b.xliff", exported.replacingOccurrences(of: pending, with: #"<target state="translated">Hallo B</target>"#))
        try workspace.write("a-again.xliff", exported.replacingOccurrences(of: pending, with: #"<target state="translated">Hallo A</target>"#))
        // `final` writes what `translated` writes: the same target.
        try workspace.write("a-final.xliff", exported.replacingOccurrences(of: pending, with: #"<target state="final">Hallo A</target>"#))
        let same = try CLI.run(["import", "a.xliff", "a-again.xliff", "a-final.xliff"], in: workspace.url)
        #expect(same.standardError == "imported 1 translation into 1 of 1 catalog; 0 already as the catalog has them\n")
        // In a fresh project (a.xliff's text is not the catalog's already, which would change
        // nothing and yield to b.xliff without a word).
        let fresh = try project()
        for name in ["a.xliff", "b.xliff"] { try fresh.write(name, try #require(workspace.read(name))) }
        let conflicting = try CLI.run(["import", "a.xliff", "b.xliff"], in: fresh.url)
        #expect(conflicting.status == 0)
        let line = try #require(exported.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#"<trans-unit id="greeting""#) }) + 1
        #expect(conflicting.standardError == """
            b.xliff:\(line):7: warning: the unit 'greeting' of App/Resources/Localizable.xcstrings in 'de' was imported from a.xliff:\(line):7 with another target ('Hallo A'); this one ('Hallo B') replaces it
            imported 1 translation into 1 of 1 catalog; 0 already as the catalog has them

            """)
        #expect(fresh.read("App/Resources/Localizable.xcstrings")?.contains("Hallo B") == true)
    }

    /// A unit left out for its state counts once too: the same XLIFF given twice, or a unit in
    /// two `<file>`s of one catalog, counted it twice in "not finished" and once in "already";
    /// translated by another XLIFF, it is not left out.
    @Test func aUnitLeftOutTwiceCountsOnce() throws {
        let workspace = try project()
        #expect(try CLI.run(["export", "--language", "de", "App"], in: workspace.url).status == 0)
        let path = "de.xcloc/Localized Contents/de.xliff"
        let twice = try CLI.run(["import", "de.xcloc", path], in: workspace.url)
        #expect(twice.standardError == "imported 0 translations into 0 of 1 catalog; 0 already as the catalog has them; 1 not finished (new, needs review) left out\n")
        let exported = try #require(workspace.read(path))
        let start = try #require(exported.range(of: "  <file "))
        let end = try #require(exported.range(of: "</file>\n"))
        let file = String(exported[start.lowerBound..<end.upperBound])
        try workspace.write("two-files.xliff", exported.replacingOccurrences(of: file, with: file + file))
        let twoFiles = try CLI.run(["import", "two-files.xliff"], in: workspace.url)
        #expect(twoFiles.standardError == "imported 0 translations into 0 of 1 catalog; 0 already as the catalog has them; 1 not finished (new, needs review) left out\n")
        try workspace.write("done.xliff", exported.replacingOccurrences(of: #"<target state="needs-review-l10n">Hallo</target>"#, with: #"<target state="translated">Hallo</target>"#))
        let translatedLater = try CLI.run(["import", path, "done.xliff", path], in: workspace.url)
        #expect(translatedLater.standardError == "imported 1 translation into 1 of 1 catalog; 0 already as the catalog has them\n")
        // One document named twice is read once, its warnings said once.
        try workspace.write("unknown.xliff", exported.replacingOccurrences(of: #"id="greeting""#, with: #"id="nowhere""#))
        let unknownTwice = try CLI.run(["import", "unknown.xliff", "./unknown.xliff"], in: workspace.url)
        #expect(unknownTwice.standardError.components(separatedBy: "names no key or variation").count == 2, "\(unknownTwice.standardError)")
    }

    /// An XLIFF in a bundle is the bundle's language's: another target-language (an edit gone
    /// wrong) would add that language to every key, so nothing is imported.
    @Test func anXLIFFForAnotherLanguageThanItsBundleIsRefused() throws {
        let workspace = try project()
        #expect(try CLI.run(["export", "--language", "de", "App"], in: workspace.url).status == 0)
        let before = workspace.read("App/Resources/Localizable.xcstrings")
        let path = "de.xcloc/Localized Contents/de.xliff"
        let xliff = try #require(workspace.read(path))
        try workspace.write(path, xliff.replacingOccurrences(of: #"target-language="de""#, with: #"target-language="xx""#))
        let result = try CLI.run(["import", "de.xcloc"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("error: the file's target-language 'xx' is not the language of its bundle, 'de' (de.xcloc/contents.json); nothing is imported\n"), "\(result.standardError)")
        #expect(workspace.read("App/Resources/Localizable.xcstrings") == before)
    }

    /// A language is spelled as a language: `--language` with a path in it wrote a bundle outside
    /// --output, and a target-language of another spelling (`DE`, `pt_BR`) added a second
    /// localization of a language the catalog has, or any text a new one.
    @Test func languagesAreSpelledAsLanguagesAndMatchedAsBundlesMatchThem() throws {
        let workspace = try project()
        for language in ["../../evil", "not a lang!", "de/x"] {
            let result = try CLI.run(["export", "--language", language, "--output", "out", "App"], in: workspace.url)
            #expect(result.status == 2)
            #expect(result.standardError.hasPrefix("error: '--language' takes a language as catalogs name it (de, pt-BR, zh-Hans), not '\(language)'\n"), "\(result.standardError)")
        }
        #expect(workspace.files(in: "").sorted() == ["App"], "nothing written")
        #expect(try CLI.run(["export", "--language", "de", "App"], in: workspace.url).status == 0)
        let path = "de.xcloc/Localized Contents/de.xliff"
        let xliff = try #require(workspace.read(path))
        let translated = xliff.replacingOccurrences(of: "<target state=\"needs-review-l10n\">Hallo</target>", with: "<target state=\"translated\">Hallo!</target>")
        #expect(translated != xliff)
        try workspace.write("DE.xliff", translated.replacingOccurrences(of: #"target-language="de""#, with: #"target-language="DE""#))
        let imported = try CLI.run(["import", "DE.xliff"], in: workspace.url)
        #expect(imported.status == 0, "\(imported.standardError)")
        let catalog = try #require(workspace.read("App/Resources/Localizable.xcstrings"))
        #expect(catalog.contains(#""value" : "Hallo!""#))
        #expect(!catalog.contains(#""DE""#), "one localization of German")
        try workspace.write("bad.xliff", translated.replacingOccurrences(of: #"target-language="de""#, with: #"target-language="not a lang!""#))
        let refused = try CLI.run(["import", "bad.xliff"], in: workspace.url)
        #expect(refused.status == 1)
        #expect(refused.standardError.hasSuffix("error: the file's target-language 'not a lang!' is not a language as catalogs name them (de, pt-BR, zh-Hans)\n"), "\(refused.standardError)")
        #expect(workspace.read("App/Resources/Localizable.xcstrings") == catalog)
    }

    /// `--language` is matched to the catalogs' languages as an import matches a target-language:
    /// `DE` exported the catalog's German as nothing, in `DE.xcloc`. A language no catalog has is
    /// exported untranslated (a new language starts so) with a warning, for a typo's sake.
    @Test func anExportedLanguageIsMatchedToTheCatalogsAndOneNoneHasIsAWarning() throws {
        let workspace = try project()
        let result = try CLI.run(["export", "--language", "DE", "--language", "de", "App"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == """
            note: '--language DE' is the catalogs' 'de', exported as de.xcloc
            wrote de.xcloc: 1 catalog, 3 units

            """)
        #expect(workspace.files(in: ".").sorted() == ["App", "de.xcloc"])
        let xliff = try #require(workspace.read("de.xcloc/Localized Contents/de.xliff"))
        #expect(xliff.contains(#"target-language="de""#))
        #expect(xliff.contains(#"<target state="needs-review-l10n">Hallo</target>"#))
        // A region is another language than the catalog's: `de_DE` is not `de`, as on import.
        let new = try CLI.run(["export", "--language", "gr", "--language", "de_DE", "App"], in: workspace.url)
        #expect(new.status == 0)
        #expect(new.standardError == """
            warning: no catalog has the language 'gr': every unit is exported untranslated; check its spelling unless it is a new language
            warning: no catalog has the language 'de_DE': every unit is exported untranslated; check its spelling unless it is a new language
            wrote gr.xcloc: 1 catalog, 2 units
            wrote de_DE.xcloc: 1 catalog, 3 units

            """)
    }

    /// A folder that is no bundle stands for the .xliff files and bundles in it (it was "not an
    /// .xcloc bundle"); one without any says what import takes.
    @Test func aFolderOfXLIFFFilesIsImported() throws {
        let workspace = try project()
        #expect(try CLI.run(["export", "--language", "de", "--language", "fr", "--output", "Out", "App"], in: workspace.url).status == 0)
        let xliff = try #require(workspace.read("Out/de.xcloc/Localized Contents/de.xliff"))
        try workspace.write("Back/de.xliff", xliff.replacingOccurrences(of: #"<target state="needs-review-l10n">Hallo</target>"#, with: #"<target state="translated">Hallo!</target>"#))
        try workspace.write("Back/notes.txt", "")
        let folder = try CLI.run(["import", "Back"], in: workspace.url)
        #expect(folder.standardError == "imported 1 translation into 1 of 1 catalog; 0 already as the catalog has them\n")
        let bundles = try CLI.run(["import", "Out/"], in: workspace.url)
        #expect(bundles.status == 0, "\(bundles.standardError)")
        #expect(bundles.standardError == "imported 0 translations into 0 of 1 catalog; 0 already as the catalog has them; 1 not finished (new, needs review) left out\n")
        try FileManager.default.createDirectory(atPath: workspace.path("Empty"), withIntermediateDirectories: true)
        let empty = try CLI.run(["import", "Empty"], in: workspace.url)
        #expect(empty.status == 1)
        #expect(empty.standardError == "Empty: error: the folder is not an .xcloc bundle (it has no 'Localized Contents/<language>.xliff') and holds no .xliff file or .xcloc bundle; 'import' takes .xliff files, .xcloc bundles and folders that hold them\n")
    }

    /// An XLIFF of a wrong language says so once, not once per <file>.
    @Test func aWrongLanguageIsSaidOncePerDocument() throws {
        let workspace = try project()
        try workspace.write("App/Other/Other.xcstrings", Self.catalog)
        #expect(try CLI.run(["export", "--language", "de", "App"], in: workspace.url).status == 0)
        let path = "de.xcloc/Localized Contents/de.xliff"
        let xliff = try #require(workspace.read(path))
        try workspace.write(path, xliff.replacingOccurrences(of: #"target-language="de""#, with: #"target-language="fr""#))
        let result = try CLI.run(["import", "de.xcloc"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(result.standardError)")
        #expect(result.standardError.hasSuffix("error: the file's target-language 'fr' is not the language of its bundle, 'de' (de.xcloc/contents.json); nothing is imported\n"))
    }

    /// Interface Builder's catalogs (in `.lproj` folders) are Xcode's to export, under their
    /// storyboard's path: a folder's search passes over them with the note other commands give
    /// (they were exported under their .xcstrings path); one named itself is exported.
    @Test func anInterfaceBuilderCatalogIsPassedOverWithANote() throws {
        let workspace = try project()
        try workspace.write("App/UI/mul.lproj/Main.xcstrings", Self.catalog)
        let result = try CLI.run(["export", "--language", "de", "App"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == """
            App/UI/mul.lproj/Main.xcstrings: note: the String Catalog mul.lproj/Main.xcstrings, in an .lproj folder, is not read: it is an Interface Builder table, whose strings Xcode exports under its storyboard's path, not as a catalog; name it as an input to read it
            wrote de.xcloc: 1 catalog, 3 units

            """)
        #expect(workspace.read("de.xcloc/Localized Contents/de.xliff")?.contains("Main.xcstrings") == false)
        let named = try CLI.run(["export", "--language", "de", "App", "App/UI/mul.lproj/Main.xcstrings"], in: workspace.url)
        #expect(named.standardError == "wrote de.xcloc: 2 catalogs, 6 units\n")
        let only = try CLI.run(["export", "--language", "de", "--output", "out", "App/UI"], in: workspace.url)
        #expect(only.status == 1)
        #expect(only.standardError == "App/UI: error: the folder holds String Catalogs only in .lproj folders (App/UI/mul.lproj/Main.xcstrings), which are Interface Builder tables, left to Xcode as it exports them under their storyboard's path; name such a catalog as an input to read it\n")
    }

    /// A bundle's contents.json is what its language is checked against: one that cannot be read
    /// is an error (the check silently checked nothing), and a bundle without one a warning.
    @Test func aBundleWhoseLanguageCannotBeReadIsRefused() throws {
        let workspace = try project()
        #expect(try CLI.run(["export", "--language", "de", "App"], in: workspace.url).status == 0)
        let before = workspace.read("App/Resources/Localizable.xcstrings")
        try workspace.write("de.xcloc/contents.json", #"{ "targetLocale" :"#)
        let broken = try CLI.run(["import", "de.xcloc"], in: workspace.url)
        #expect(broken.status == 1)
        #expect(broken.standardError.hasPrefix("de.xcloc/contents.json:1:"), "\(broken.standardError)")
        try workspace.write("de.xcloc/contents.json", #"{ "targetLocale" : 5 }"#)
        let number = try CLI.run(["import", "de.xcloc"], in: workspace.url)
        #expect(number.status == 1)
        #expect(number.standardError == "de.xcloc/contents.json:1:20: error: 'targetLocale' must name the bundle's language as a string (de, pt-BR), as Xcode writes it\n")
        #expect(workspace.read("App/Resources/Localizable.xcstrings") == before)
        try FileManager.default.removeItem(atPath: workspace.path("de.xcloc/contents.json"))
        let missing = try CLI.run(["import", "de.xcloc"], in: workspace.url)
        #expect(missing.status == 0)
        #expect(missing.standardError.hasPrefix("de.xcloc: warning: the bundle has no contents.json; its XLIFF's target-language is not checked against the bundle's language\n"), "\(missing.standardError)")
    }

    /// Export and format take catalogs: a legacy table, another file or an exported bundle named
    /// on the command line is an error that says what it is (a table was parsed as JSON, and a
    /// bundle's copies were exported as the project's catalogs).
    @Test func whatIsNoCatalogIsNamedForWhatItIs() throws {
        let workspace = try project()
        try workspace.write("App/Resources/en.lproj/Other.strings", "\"a\" = \"b\";\n")
        try workspace.write("notes.txt", "hi\n")
        #expect(try CLI.run(["export", "--language", "de", "App"], in: workspace.url).status == 0)
        for command in [["export", "--language", "de", "--output", "out"], ["format", "--check"]] {
            let result = try CLI.run(command + ["App/Resources/en.lproj/Other.strings", "notes.txt", "de.xcloc"], in: workspace.url)
            #expect(result.status == 1)
            #expect(result.standardError == """
                App/Resources/en.lproj/Other.strings: error: this is a legacy table, not a String Catalog; 'string-symbols convert' makes a catalog of its table
                notes.txt: error: not a String Catalog: a catalog's name ends in .xcstrings
                de.xcloc: error: this is an exported .xcloc bundle, whose catalogs are copies; name the project's catalogs or its folder

                """, "\(command)")
        }
        #expect(workspace.files(in: "out").isEmpty)
        // Standard input has no name to tell by, and is read as a catalog: one in Xcode's bytes passes.
        #expect(try CLI.run(["format", "App/Resources/Localizable.xcstrings"], in: workspace.url).status == 0)
        let piped = try ChildProcess.run("/bin/sh", ["-c", "\"$0\" format --check /dev/stdin < App/Resources/Localizable.xcstrings", CLI.binary], in: workspace.url)
        #expect(piped.status == 0, "\(piped.standardError)")
    }

    /// A root named through a link and a catalog named by the real folder (or the other way
    /// round) are one project: macOS names `/tmp` also `/private/tmp`. The catalog's original is
    /// its path under the root, and the import finds it there.
    @Test func aRootNamedThroughALinkHoldsTheCatalog() throws {
        let workspace = try project()
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Link"), withDestinationPath: "App")
        for (root, catalog) in [("Link", "App/Resources/Localizable.xcstrings"), ("App", "Link/Resources/Localizable.xcstrings")] {
            let result = try CLI.run(["export", "--language", "de", "--root", root, "--output", "out-\(root)", catalog], in: workspace.url)
            #expect(result.status == 0, "\(result.standardError)")
            let xliff = workspace.read("out-\(root)/de.xcloc/Localized Contents/de.xliff") ?? ""
            #expect(xliff.contains(#"original="Resources/Localizable.xcstrings""#), "\(root)")
        }
        let imported = try CLI.run(["import", "--root", "Link", "out-Link/de.xcloc"], in: workspace.url)
        #expect(imported.status == 0, "\(imported.standardError)")
    }

    @Test func anEditedExportImportsAndAnUnchangedOneChangesNothing() throws {
        let workspace = try project()
        #expect(try CLI.run(["export", "--language", "de", "App"], in: workspace.url).status == 0)
        let before = workspace.modificationDate("App/Resources/Localizable.xcstrings")
        let unchanged = try CLI.run(["import", "de.xcloc"], in: workspace.url)
        #expect(unchanged.status == 0)
        #expect(unchanged.standardError == "imported 0 translations into 0 of 1 catalog; 0 already as the catalog has them; 1 not finished (new, needs review) left out\n")
        #expect(workspace.modificationDate("App/Resources/Localizable.xcstrings") == before)

        let path = "de.xcloc/Localized Contents/de.xliff"
        var xliff = try #require(workspace.read(path))
        xliff = xliff.replacingOccurrences(of: #"<target state="needs-review-l10n">Hallo</target>"#, with: #"<target state="translated">Hallo!</target>"#)
        xliff = xliff.replacingOccurrences(of: "<source>%lld item</source>\n", with: "<source>%lld item</source>\n        <target state=\"final\">%lld Artikel</target>\n")
        try workspace.write(path, xliff)
        let imported = try CLI.run(["import", path], in: workspace.url)
        #expect(imported.status == 0)
        // Only the one case of the plural came back: the import says what 'check' would.
        #expect(imported.standardError == """
            App/Resources/Localizable.xcstrings:26:15: warning: the plural variations of the de translation of 'items' lack 'other' (such as 0, 2, 3), which de (CLDR de) selects [plural-category-missing]
            imported 2 translations into 1 of 1 catalog; 0 already as the catalog has them

            """)
        let catalog = try #require(workspace.read("App/Resources/Localizable.xcstrings"))
        #expect(catalog.contains("""
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hallo!"
                      }
                    },
            """))
        #expect(catalog.contains("""
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld Artikel"
                            }
                          }
                        }
                      }
                    },
            """))
    }

    @Test func hostileOrBrokenInputWritesNothing() throws {
        let workspace = try project()
        let catalog = workspace.read("App/Resources/Localizable.xcstrings")
        try workspace.write("evil.xliff", """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [<!ENTITY e SYSTEM "file:///etc/passwd">]>
            <xliff version="1.2"><file original="App/Resources/Localizable.xcstrings" source-language="en" target-language="de"><body>
            <trans-unit id="greeting"><source>Hello</source><target>&e;</target></trans-unit></body></file></xliff>
            """)
        try workspace.write("good.xliff", """
            <xliff version="1.2"><file original="App/Resources/Localizable.xcstrings" source-language="en" target-language="de"><body>
            <trans-unit id="greeting"><source>Hello</source><target>Hi</target></trans-unit></body></file></xliff>
            """)
        let result = try CLI.run(["import", "good.xliff", "evil.xliff"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "evil.xliff:2:17: error: '<!DOCTYPE' with an internal subset ('[') is refused: it could declare entities, and these files need none\n")
        #expect(workspace.read("App/Resources/Localizable.xcstrings") == catalog)
        // The catalog given instead of its translation is named as such, not as XML gone wrong.
        let catalogGiven = try CLI.run(["import", "good.xliff", "App/Resources/Localizable.xcstrings"], in: workspace.url)
        #expect(catalogGiven.status == 1)
        #expect(catalogGiven.standardError == "App/Resources/Localizable.xcstrings: error: this is a String Catalog, not XLIFF: 'import' takes the .xliff files and .xcloc folders that translators send back, and finds the catalogs they name (--root)\n")
        #expect(workspace.read("App/Resources/Localizable.xcstrings") == catalog)

        try workspace.write("App/Broken.xcstrings", "{\"sourceLanguage\" : \"en\", \"strings\" : {")
        let export = try CLI.run(["export", "--language", "de", "App"], in: workspace.url)
        #expect(export.status == 1)
        #expect(export.standardError == "App/Broken.xcstrings:1:40: error: unexpected end of input; expected a string key\n")
        #expect(workspace.files(in: ".").contains("de.xcloc") == false)
    }

    /// An XLIFF some translation tool saved as UTF-16, with a byte order mark, is read as XML 1.0
    /// requires: it was refused as "only UTF-8 is read".
    @Test func anXLIFFInUTF16IsImported() throws {
        let workspace = try project()
        let xliff = """
            <?xml version="1.0" encoding="UTF-16"?>
            <xliff version="1.2"><file original="App/Resources/Localizable.xcstrings" source-language="en" target-language="de"><body>
            <trans-unit id="greeting"><source>Hello</source><target>Grüß dich</target></trans-unit></body></file></xliff>
            """
        let bytes: [UInt8] = [0xFF, 0xFE] + xliff.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try Data(bytes).write(to: URL(fileURLWithPath: workspace.path("de.xliff")))
        let result = try CLI.run(["import", "de.xliff"], in: workspace.url)
        #expect(result.standardError == "imported 1 translation into 1 of 1 catalog; 0 already as the catalog has them\n")
        #expect(workspace.read("App/Resources/Localizable.xcstrings")?.contains(#""value" : "Grüß dich""#) == true)
    }

    @Test func pathsOutsideTheRootAndMissingLanguagesAreRefused() throws {
        let workspace = try project()
        let rootWithDots = try CLI.run(["export", "--language", "de", "--root", "App/Resources/..", "App"], in: workspace.url)
        #expect(rootWithDots.status == 0)
        // A root that does not exist is said to be missing: every catalog was "outside" it.
        for command in [["export", "--language", "de"], ["import"]] {
            let missing = try CLI.run(command + ["--root", "Elsewhere", "App"], in: workspace.url)
            #expect(missing.status == 1)
            #expect(missing.standardError == "Elsewhere: error: no such folder: --root names the project's folder, which the XLIFF's paths ('original') are relative to\n", "\(command)")
        }
        try FileManager.default.createDirectory(atPath: workspace.path("Elsewhere"), withIntermediateDirectories: true)
        let refused = try CLI.run(["export", "--language", "de", "--root", "Elsewhere", "App"], in: workspace.url)
        #expect(refused.status == 1)
        #expect(refused.standardError == "App/Resources/Localizable.xcstrings: error: the catalog is outside the project's folder 'Elsewhere'; name the folder that holds it with --root\n")
        // A command line without a language names those the catalogs hold, to choose from.
        let noLanguage = try CLI.run(["export", "App"], in: workspace.url)
        #expect(noLanguage.status == 2)
        #expect(noLanguage.standardError == """
            error: say which languages to export: '--language <code>', repeated for each; the catalog holds de and its source language, en
            See 'string-symbols export --help'.

            """)
        try workspace.write("Other/Localizable.xcstrings", #"{"sourceLanguage" : "fr", "strings" : {"a" : {"localizations" : {"fr" : {"stringUnit" : {"state" : "translated", "value" : "a"}}}}}}"#)
        let onlySources = try CLI.run(["export", "Other", "App"], in: workspace.url)
        #expect(onlySources.standardError.hasPrefix("error: say which languages to export: '--language <code>', repeated for each; the catalogs hold de and their source languages, fr and en\n"))
        let sourceOnly = try CLI.run(["export", "Other"], in: workspace.url)
        #expect(sourceOnly.standardError.hasPrefix("error: say which languages to export: '--language <code>', repeated for each; the catalog holds only its source language, fr\n"))
        // Catalogs that cannot be read give no list: the export with a language says why.
        let unreadable = try CLI.run(["export", "App", "Missing"], in: workspace.url)
        #expect(unreadable.status == 2)
        #expect(unreadable.standardError.hasPrefix("error: say which languages to export: '--language <code>', repeated for each\n"))
        let noCatalog = try CLI.run(["import", "--root", "Elsewhere", "de.xliff"], in: workspace.url)
        #expect(noCatalog.status == 1)
        #expect(noCatalog.standardError == "de.xliff: error: no such file or folder\n")
    }

    @Test func anOriginalOutsideTheRootIsRefusedAndTwoSpellingsAreOneCatalog() throws {
        let workspace = try project()
        try workspace.write("Other/Localizable.xcstrings", Self.catalog)
        let outside = workspace.read("Other/Localizable.xcstrings")
        try workspace.write("App/evil.xliff", """
            <xliff version="1.2"><file original="../Other/Localizable.xcstrings" source-language="en" target-language="de"><body>
            <trans-unit id="greeting"><source>Hello</source><target>Pwned</target></trans-unit></body></file></xliff>
            """)
        let refused = try CLI.run(["import", "--root", "App", "App/evil.xliff"], in: workspace.url)
        #expect(refused.status == 1)
        #expect(refused.standardError == "App/evil.xliff:1:22: error: the file's original '../Other/Localizable.xcstrings' is not a path inside the project's folder 'App' (or a link on its way leads out of it); nothing is imported\n")
        #expect(workspace.read("Other/Localizable.xcstrings") == outside)
        // Nor through a link inside the root that leads out of it.
        try FileManager.default.createSymbolicLink(atPath: workspace.path("App/Linked"), withDestinationPath: "../Other")
        try workspace.write("App/linked.xliff", """
            <xliff version="1.2"><file original="Linked/Localizable.xcstrings" source-language="en" target-language="de"><body>
            <trans-unit id="greeting"><source>Hello</source><target>Pwned</target></trans-unit></body></file></xliff>
            """)
        let linked = try CLI.run(["import", "--root", "App", "App/linked.xliff"], in: workspace.url)
        #expect(linked.status == 1)
        // An export does not write such an original in the first place.
        let export = try CLI.run(["export", "--language", "de", "--root", "App", "--output", "Out", "App"], in: workspace.url)
        #expect(export.status == 1)
        #expect(export.standardError.hasPrefix("App/Linked/Localizable.xcstrings: error: the catalog is reached through a link that leads outside the project's folder 'App', to /"), "\(export.standardError)")
        #expect(linked.standardError == "App/linked.xliff:1:22: error: the file's original 'Linked/Localizable.xcstrings' is not a path inside the project's folder 'App' (or a link on its way leads out of it); nothing is imported\n")
        #expect(workspace.read("Other/Localizable.xcstrings") == outside)

        try workspace.write("two.xliff", """
            <xliff version="1.2">
            <file original="App/Resources/Localizable.xcstrings" source-language="en" target-language="de"><body>
            <trans-unit id="greeting"><source>Hello</source><target>Hallo!</target></trans-unit></body></file>
            <file original="./App/x/../Resources/Localizable.xcstrings" source-language="en" target-language="fr"><body>
            <trans-unit id="greeting"><source>Hello</source><target>Salut</target></trans-unit></body></file></xliff>
            """)
        let both = try CLI.run(["import", "two.xliff"], in: workspace.url)
        #expect(both.standardError == "imported 2 translations into 1 of 1 catalog; 0 already as the catalog has them\n")
        let catalog = try #require(workspace.read("App/Resources/Localizable.xcstrings"))
        #expect(catalog.contains("\"value\" : \"Hallo!\""))
        #expect(catalog.contains("\"value\" : \"Salut\""))
    }

    @Test func aFileNamingNoCatalogUnderTheRootIsAWarningAndNoneAtAllAnError() throws {
        let workspace = try project()
        #expect(try CLI.run(["export", "--language", "de", "App"], in: workspace.url).status == 0)
        let result = try CLI.run(["import", "--root", "App", "de.xcloc"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == """
            de.xcloc/Localized Contents/de.xliff:3:3: warning: no catalog 'App/Resources/Localizable.xcstrings' in 'App'; its units are not imported (is --root the project's folder?)
            de.xcloc/Localized Contents/de.xliff: error: no <file> of the input names a String Catalog in 'App'; give the project's folder with --root

            """)
    }
}
