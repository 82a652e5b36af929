import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `string-symbols convert`: tables into catalogs and back, what it refuses, and what it removes.
@Suite struct ConvertCommandTests {
    func legacyWorkspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.write("App/Resources/en.lproj/Localizable.strings", "/* Greets */\n\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n")
        try workspace.write("App/Resources/de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n")
        try workspace.write("App/Resources/en.lproj/Localizable.stringsdict", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%lld files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld file</string><key>other</key><string>%lld files</string></dict></dict></dict></plist>
            """)
        return workspace
    }

    @Test func legacyTablesBecomeACatalogBesideTheirFolders() throws {
        let workspace = try legacyWorkspace()
        let result = try CLI.run(["convert", "App/Resources"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == "wrote App/Resources/Localizable.xcstrings from 3 files: 3 keys, 2 languages\n")
        #expect(workspace.read("App/Resources/Localizable.xcstrings") == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "extractionState" : "migrated",
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%lld files"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "bye" : {
                  "extractionState" : "migrated",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Bye"
                      }
                    }
                  }
                },
                "hello" : {
                  "comment" : "Greets",
                  "extractionState" : "migrated",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
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
                }
              },
              "version" : "1.0"
            }

            """)
        // The tables stay: a catalog and a table of one name are then an error, so a half-done
        // migration cannot build silently; converting again writes nothing over the catalog.
        #expect(workspace.read("App/Resources/en.lproj/Localizable.strings") != nil)
        let again = try CLI.run(["convert", "App/Resources/en.lproj/Localizable.strings"], in: workspace.url)
        #expect(again.status == 1)
        let generate = try CLI.run(["generate", "--stdout", "App/Resources"], in: workspace.url)
        #expect(generate.status == 1)
        #expect(generate.standardError.contains("has the name of the catalog"))
    }

    /// An app's folder with its extension: each bundle's `InfoPlist` table becomes a catalog of
    /// its own, and two catalogs of one name convert back into their own folders.
    @Test func eachBundleOfAnAppConvertsOnItsOwn() throws {
        let workspace = try Workspace()
        try workspace.write("App/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";\n")
        try workspace.write("Widget/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Widget\";\n")
        let result = try CLI.run(["convert", "."], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == """
            wrote App/InfoPlist.xcstrings from 1 file: 1 key, 1 language
            wrote Widget/InfoPlist.xcstrings from 1 file: 1 key, 1 language

            """)
        let back = try CLI.run(["convert", "--to", "tables", "--output", "Out", "App/InfoPlist.xcstrings", "Widget/InfoPlist.xcstrings"], in: workspace.url)
        #expect(back.status == 1)
        #expect(back.standardError == "Out/en.lproj/InfoPlist.strings: error: two inputs convert to this file of --output; convert them one at a time, or each into its own folder\n")
        for folder in ["App/en.lproj", "Widget/en.lproj"] { try FileManager.default.removeItem(at: workspace.url.appending(path: folder)) }
        let beside = try CLI.run(["convert", "--to", "tables", "App/InfoPlist.xcstrings", "Widget/InfoPlist.xcstrings"], in: workspace.url)
        #expect(beside.status == 0)
        #expect(workspace.read("Widget/en.lproj/InfoPlist.strings")?.contains("\"CFBundleName\" = \"Widget\";") == true)
    }

    /// What a conversion cannot use is said: `--language` for legacy tables (they convert
    /// whole), a catalog without keys (no table), and a source language tables cannot record.
    @Test func whatAConversionCannotUseIsSaid() throws {
        let workspace = try legacyWorkspace()
        let languages = try CLI.run(["convert", "--language", "de", "App/Resources"], in: workspace.url)
        #expect(languages.status == 1)
        #expect(languages.standardError == "App/Resources: error: '--language' and '--state' choose what String Catalogs give to tables; legacy tables convert into catalogs whole\n")
        #expect(workspace.read("App/Resources/Localizable.xcstrings") == nil)

        try workspace.write("Empty/Empty.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        let empty = try CLI.run(["convert", "Empty/Empty.xcstrings"], in: workspace.url)
        #expect(empty.status == 1)
        #expect(empty.standardError == """
            Empty/Empty.xcstrings: warning: the catalog has no keys, so it gives no table
            Empty/Empty.xcstrings: error: no table of the inputs gives anything to write (the warnings above say why)

            """)

        try workspace.write("It/Localizable.xcstrings", #"{"sourceLanguage":"it","strings":{"ciao":{}},"version":"1.0"}"#)
        let italian = try CLI.run(["convert", "It/Localizable.xcstrings"], in: workspace.url)
        #expect(italian.status == 0)
        #expect(italian.standardError == """
            It/Localizable.xcstrings: note: the catalog's source language is 'it': convert the tables back with '--source-language it'
            wrote It/it.lproj/Localizable.strings from It/Localizable.xcstrings: 1 key, 1 language

            """)
    }

    /// A catalog's language names the `.lproj` folder a table is written into: one that is no
    /// language's spelling (a path) or a second spelling of one is an error at its place, and
    /// nothing is written, inside the output folder or outside it.
    @Test func aLanguageThatNamesNoFolderIsAnErrorAndNothingIsWritten() throws {
        let workspace = try Workspace()
        try workspace.write("P/Localizable.xcstrings", """
            {"sourceLanguage":"en","strings":{"hello":{"localizations":{
              "../../outside":{"stringUnit":{"state":"translated","value":"out"}},
              "de":{"stringUnit":{"state":"translated","value":"eins"}},
              "DE":{"stringUnit":{"state":"translated","value":"zwei"}},
              "en":{"stringUnit":{"state":"translated","value":"Hello"}}}}},"version":"1.0"}
            """)
        let result = try CLI.run(["convert", "--to", "tables", "--output", "P/Out", "P/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == """
            P/Localizable.xcstrings:2:3: error: the language '../../outside' is not spelled as a language (de, pt-BR, zh-Hans), so it names no .lproj folder (nothing is written)
            P/Localizable.xcstrings:4:3: error: the languages 'de' and 'DE' are one language to Foundation, which would read either one's .lproj folder; keep one spelling (nothing is written)

            """)
        let written = try FileManager.default.subpathsOfDirectory(atPath: workspace.url.path)
        #expect(written == ["P", "P/Localizable.xcstrings"])
        #expect(!FileManager.default.fileExists(atPath: workspace.url.deletingLastPathComponent().appending(path: "outside.lproj").path))
    }

    /// A link in the output folder that leads out of it is never written through.
    @Test func aLinkLeadingOutOfTheOutputIsNotWrittenThrough() throws {
        let workspace = try Workspace()
        try workspace.write("P/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}},"version":"1.0"}"#)
        try FileManager.default.createDirectory(atPath: workspace.path("Out"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.path("Victim"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path("Out/de.lproj"), withDestinationPath: "../Victim")
        let result = try CLI.run(["convert", "--to", "tables", "--output", "Out", "P/Localizable.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("Out/de.lproj: error: this leads out of the output folder, to \(URL(fileURLWithPath: workspace.path("Victim")).resolvingSymlinksInPath().path); convert writes only inside --output, so remove the link or name the folder it leads to (nothing is written)\n"), "\(result.standardError)")
        #expect(workspace.files(in: "Victim") == [])
        #expect(workspace.files(in: "Out") == ["de.lproj"])
    }

    @Test func removeTablesRemovesThemOnceTheCatalogIsWritten() throws {
        let workspace = try legacyWorkspace()
        let result = try CLI.run(["convert", "--remove-tables", "App/Resources"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError.hasSuffix("removed 3 table files\n"))
        #expect(workspace.files(in: "App/Resources") == ["Localizable.xcstrings"])
        let generate = try CLI.run(["generate", "--stdout", "App/Resources"], in: workspace.url)
        #expect(generate.status == 0)
    }

    @Test func removeTablesRefusesTablesTheCatalogDoesNotHoldWhole() throws {
        // A key only a translation has: the catalog would not hold it, so removing its table
        // would lose it (a table with no source-language file at all gives no catalog, and stays).
        let workspace = try legacyWorkspace()
        try workspace.write("App/Resources/de.lproj/Localizable.strings", "\"hello\" = \"Hallo\";\n\"only\" = \"Nur hier\";\n")
        try workspace.write("App/Resources/de.lproj/Errors.strings", "\"failed\" = \"Fehlgeschlagen\";\n")
        let before = workspace.files(in: "App/Resources")
        let result = try CLI.run(["convert", "--remove-tables", "App/Resources"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("App/Resources/de.lproj/Localizable.strings:2:1: warning: 1 key only translations have ('only') is left out"))
        #expect(result.standardError.contains("App/Resources/en.lproj/Localizable.strings: error: '--remove-tables' removes a table only when its catalog holds all of it, and the warning about 'Localizable' above says what it would lose"))
        #expect(result.standardError.contains("App/Resources/de.lproj/Errors.strings: warning: the table 'Errors' has no source-language file, so it gives no catalog and its files stay as they are"))
        #expect(workspace.files(in: "App/Resources") == before)
        // Nor a table with a Base.lproj file not read, which would stay beside its catalog.
        let base = try legacyWorkspace()
        try base.write("App/Resources/Base.lproj/Localizable.strings", "\"base\" = \"Base only\";\n")
        let withBase = try CLI.run(["convert", "--remove-tables", "App/Resources"], in: base.url)
        #expect(withBase.status == 1)
        #expect(withBase.standardError.contains("App/Resources/en.lproj/Localizable.strings: error: '--remove-tables' removes a table only when its catalog holds all of it"))
        #expect(base.read("App/Resources/en.lproj/Localizable.strings") != nil)
        let kept = try CLI.run(["convert", "App/Resources"], in: workspace.url)
        #expect(kept.status == 0)
        #expect(workspace.read("App/Resources/de.lproj/Localizable.strings") == "\"hello\" = \"Hallo\";\n\"only\" = \"Nur hier\";\n")
    }

    /// A read-only table (a version control system's lock) is refused before anything is
    /// written, as every rewrite refuses one: it was removed all the same, and a table that could
    /// not be removed was found only after its catalog was written.
    @Test func removeTablesRefusesAReadOnlyTableBeforeWriting() throws {
        let workspace = try legacyWorkspace()
        let locked = workspace.path("App/Resources/de.lproj/Localizable.strings")
        #expect(chmod(locked, 0o444) == 0)
        let before = workspace.files(in: "App/Resources")
        let result = try CLI.run(["convert", "--remove-tables", "App/Resources"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("App/Resources/de.lproj/Localizable.strings: error: the file is read-only; make it writable (or check it out) for '--remove-tables' to remove it; nothing is written or removed\n"), "\(result.standardError)")
        #expect(workspace.files(in: "App/Resources") == before)
        #expect(FileManager.default.fileExists(atPath: locked))
    }

    /// A table that only translations have gives no catalog (one that held nothing stood in the
    /// way of the table, and generate refused the folder), keeps its files with --remove-tables,
    /// and when no input gives anything, the run is an error. One warning says so, for every
    /// such table at once.
    @Test func aTableWithoutASourceLanguageFileGivesNoCatalog() throws {
        let workspace = try legacyWorkspace()
        try workspace.write("App/Resources/de.lproj/Main.strings", "\"abc-12-xyz.text\" = \"Hallo\";\n")
        let result = try CLI.run(["convert", "--remove-tables", "App/Resources"], in: workspace.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("App/Resources/de.lproj/Main.strings: warning: the table 'Main' has no source-language file, so it gives no catalog and its files stay as they are: it is only in de.lproj, none of which is en.lproj or Base.lproj (an Interface Builder table whose storyboard is elsewhere, migrated with its storyboard or XIB, or another source language: --source-language, \"sourceLanguage\")\n"))
        #expect(result.standardError.components(separatedBy: "no source-language file").count == 2, "\(result.standardError)")
        #expect(!result.standardError.contains("keys only translations have"))
        #expect(workspace.files(in: "App/Resources") == ["Localizable.xcstrings", "de.lproj"])
        #expect(workspace.files(in: "App/Resources/de.lproj") == ["Main.strings"])

        let only = try Workspace()
        try only.write("App/de.lproj/Main.strings", "\"abc-12-xyz.text\" = \"Hallo\";\n")
        try only.write("App/de.lproj/Settings.strings", "\"title\" = \"Einstellungen\";\n")
        let nothing = try CLI.run(["convert", "App"], in: only.url)
        #expect(nothing.status == 1)
        #expect(nothing.standardError.hasPrefix("App/de.lproj/Main.strings: warning: 2 tables have no source-language file, so they give no catalog and their files stay as they are: 'Main', 'Settings' are only in de.lproj"), "\(nothing.standardError)")
        #expect(nothing.standardError.components(separatedBy: "no source-language file").count == 2, "\(nothing.standardError)")
        #expect(nothing.standardError.hasSuffix("App: error: no table of the inputs gives anything to write (the warnings above say why)\n"), "\(nothing.standardError)")
        #expect(only.files(in: "App") == ["de.lproj"])
        #expect(only.files(in: "App/de.lproj") == ["Main.strings", "Settings.strings"])
    }

    /// The comment of a key with variations goes into the .stringsdict as an XML comment, which
    /// no reader takes back: a warning says so (a round trip lost it silently).
    @Test func aCommentOnlyAStringsdictCommentHoldsIsAWarning() throws {
        let workspace = try Workspace()
        try workspace.write("C.xcstrings", #"""
            {"sourceLanguage":"en","strings":{
            "%lld files":{"comment":"Files in a folder","localizations":{"en":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%lld file"}},"other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}},
            "plain":{"comment":"A plain one","localizations":{"en":{"stringUnit":{"state":"translated","value":"Plain"}}}}},"version":"1.0"}
            """#)
        let result = try CLI.run(["convert", "--to", "tables", "C.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == """
            C.xcstrings:2:1: warning: the comment of a key with variations ('%lld files') is written as an XML comment in the .stringsdict, which reading the table back does not take: a catalog converted from it again lacks it
            wrote 2 files from C.xcstrings: 2 keys, 1 language

            """)
        #expect(workspace.read("en.lproj/C.stringsdict")?.contains("<!-- Files in a folder -->") == true)
    }

    /// Reading a .strings file trims a comment: one that begins or ends with whitespace comes
    /// back trimmed, and a warning says so (a round trip changed it silently).
    @Test func aCommentReadingTrimsIsAWarning() throws {
        let workspace = try Workspace()
        try workspace.write("M.xcstrings", #"""
            {"sourceLanguage":"en","strings":{
            "menu":{"comment":"Main Menu ","localizations":{"en":{"stringUnit":{"state":"translated","value":"Menu"}}}},
            "open":{"comment":"Opens a file","localizations":{"en":{"stringUnit":{"state":"translated","value":"Open"}}}}},"version":"1.0"}
            """#)
        let result = try CLI.run(["convert", "--to", "tables", "M.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == """
            M.xcstrings:2:1: warning: the comment of a key ('menu') begins or ends with whitespace, which reading a .strings file trims: a catalog converted from it again has it trimmed
            wrote ./en.lproj/M.strings from M.xcstrings: 2 keys, 1 language

            """)
        #expect(workspace.read("en.lproj/M.strings")?.contains("/* Main Menu  */") == true)

        // A comment of whitespace alone is dropped; a no-break space is no whitespace a .strings
        // file trims, and comes back.
        try workspace.write("N.xcstrings", #"""
            {"sourceLanguage":"en","strings":{
            "blank":{"comment":" ","localizations":{"en":{"stringUnit":{"state":"translated","value":"Blank"}}}},
            "price":{"comment":"Price\u00a0","localizations":{"en":{"stringUnit":{"state":"translated","value":"Price"}}}},
            "tab":{"comment":"\tTabbed","localizations":{"en":{"stringUnit":{"state":"translated","value":"Tab"}}}}},"version":"1.0"}
            """#)
        let more = try CLI.run(["convert", "--to", "tables", "N.xcstrings"], in: workspace.url)
        #expect(more.status == 0)
        #expect(more.standardError == """
            N.xcstrings:2:1: warning: 2 comments of keys ('blank', 'tab') begin or end with whitespace, which reading a .strings file trims: a catalog converted from it again has them trimmed, and those of whitespace alone dropped
            wrote ./en.lproj/N.strings from N.xcstrings: 3 keys, 1 language

            """)
    }

    /// A table cannot mark a key not to translate: the key is written, and a warning says the
    /// mark is lost (a round trip lost it silently, and the next export offered brand names).
    @Test func aKeyNotToTranslateIsAWarning() throws {
        let workspace = try Workspace()
        try workspace.write("InfoPlist.xcstrings", #"""
            {"sourceLanguage":"en","strings":{
            "CFBundleName":{"shouldTranslate":false,"localizations":{"en":{"stringUnit":{"state":"translated","value":"Editor"}}}},
            "NSCameraUsageDescription":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Scans documents"}}}}},"version":"1.0"}
            """#)
        let result = try CLI.run(["convert", "--to", "tables", "InfoPlist.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == """
            InfoPlist.xcstrings:2:1: warning: a key is marked not to translate ('CFBundleName': 'shouldTranslate' is false), which a .strings or .stringsdict table cannot say: a catalog converted from it again offers it for translation
            wrote ./en.lproj/InfoPlist.strings from InfoPlist.xcstrings: 2 keys, 1 language

            """)
        #expect(workspace.read("en.lproj/InfoPlist.strings")?.contains(#""CFBundleName" = "Editor";"#) == true)
    }

    /// Catalog → tables → catalog in one folder: with `--to catalog`, the catalog beside the
    /// tables is not an input, so their shared name is no clash; written beside it, the new
    /// catalog would replace it, which is the error that a file exists.
    @Test func tablesBesideTheirCatalogConvertBackWithTo() throws {
        let workspace = try Workspace()
        try workspace.write("L.xcstrings", #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}}}}},"version":"1.0"}"#)
        #expect(try CLI.run(["convert", "L.xcstrings"], in: workspace.url).status == 0)
        let back = try CLI.run(["convert", "--to", "catalog", "--output", "Back", "."], in: workspace.url)
        #expect(back.status == 0, "\(back.standardError)")
        #expect(workspace.files(in: "Back") == ["L.xcstrings"])
        let beside = try CLI.run(["convert", "--to", "catalog", "."], in: workspace.url)
        #expect(beside.status == 1)
        #expect(beside.standardError.contains("L.xcstrings: error: the file exists already"), "\(beside.standardError)")
    }

    @Test func aFileThatExistsStopsEveryWrite() throws {
        let workspace = try legacyWorkspace()
        try workspace.write("App/Other/en.lproj/Other.strings", "\"a\" = \"A\";\n")
        try workspace.write("Out/Other.xcstrings", "{}")
        let result = try CLI.run(["convert", "--output", "Out", "App/Resources", "App/Other"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "Out/Other.xcstrings: error: the file exists already; 'convert' writes only new files (remove it, or write elsewhere with --output)\n")
        #expect(workspace.files(in: "Out") == ["Other.xcstrings"])
    }

    @Test func toSaysWhichWayAndRefusesTheOther() throws {
        let workspace = try legacyWorkspace()
        let result = try CLI.run(["convert", "--to", "tables", "App/Resources"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "App/Resources: error: '--to tables' converts String Catalogs, and the folder holds only legacy tables ('Localizable'), which '--to catalog' converts\n")
        // So it is beside another input that has catalogs.
        try workspace.write("Catalogs/Other.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#)
        let beside = try CLI.run(["convert", "--to", "tables", "App/Resources", "Catalogs"], in: workspace.url)
        #expect(beside.status == 1)
        #expect(beside.standardError == "App/Resources: error: '--to tables' converts String Catalogs, and the folder holds only legacy tables ('Localizable'), which '--to catalog' converts\n")
        // A folder of translations alone, as `*.lproj` names it, holds tables all the same.
        try workspace.write("App/Resources/de.lproj/Localizable.strings", "\"a\" = \"A\";\n")
        let globbed = try CLI.run(["convert", "--to", "catalog", "--output", "Globbed", "App/Resources/de.lproj", "App/Resources/en.lproj"], in: workspace.url)
        #expect(globbed.status == 0, "\(globbed.standardError)")
        #expect(workspace.files(in: "Globbed") == ["Localizable.xcstrings"])
        // And the other way, where the catalogs a walk finds are no input of '--to catalog'.
        let catalogs = try CLI.run(["convert", "--to", "catalog", "Catalogs"], in: workspace.url)
        #expect(catalogs.standardError == "Catalogs: error: '--to catalog' converts legacy tables, and the folder holds only String Catalogs ('Other'), which '--to tables' converts\n")
        let named = try CLI.run(["convert", "--to", "tables", "App/Resources/en.lproj/Localizable.strings"], in: workspace.url)
        #expect(named.standardError == "App/Resources/en.lproj/Localizable.strings: error: 'Localizable' is a legacy table already; '--to tables' converts catalogs\n")
        let unknown = try CLI.run(["convert", "--to", "xliff", "App/Resources"], in: workspace.url)
        #expect(unknown.status == 2)
        // A path that names nothing is missing, whichever way '--to' says.
        let missing = try CLI.run(["convert", "--to", "catalog", "App/Missing"], in: workspace.url)
        #expect(missing.status == 1)
        #expect(missing.standardError == "App/Missing: error: no such file or folder\n")
    }

    /// A folder that holds both kinds: without '--to' each would become the other, the same
    /// names in both formats, so it is an error; with '--to', the folder's tables of that kind
    /// convert and the others stay as they are.
    @Test func aFolderOfBothKindsNeedsToSayWhichWay() throws {
        let workspace = try legacyWorkspace()
        try workspace.write("App/Resources/Errors.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#)
        let both = try CLI.run(["convert", "App/Resources"], in: workspace.url)
        #expect(both.status == 1)
        #expect(both.standardError == "App/Resources: error: the inputs hold String Catalogs (App/Resources/Errors.xcstrings) and legacy tables (App/Resources/en.lproj/Localizable.strings), which convert in opposite directions; say which to convert with '--to catalog' or '--to tables'\n")
        let toCatalog = try CLI.run(["convert", "--to", "catalog", "App/Resources"], in: workspace.url)
        #expect(toCatalog.status == 0, "\(toCatalog.standardError)")
        #expect(toCatalog.standardError == "wrote App/Resources/Localizable.xcstrings from 3 files: 3 keys, 2 languages\n")
        #expect(workspace.read("App/Resources/Errors.xcstrings") == #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#)
    }

    /// A folder that cannot be made stops the conversion with none of the others left behind.
    @Test func aFailedConversionLeavesNoFolder() throws {
        let workspace = try Workspace()
        try workspace.write("W.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"Open": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Öffnen"}}}}}}
            """)
        try workspace.write("Out/en.lproj", "a file")
        let result = try CLI.run(["convert", "--to", "tables", "--output", "Out", "W.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("Out/en.lproj: error: cannot create the folder: it is a file, not a folder\n"), "\(result.standardError)")
        #expect(workspace.files(in: "Out") == ["en.lproj"])
    }

    @Test func catalogsBecomeTablesWithAWarningForWhatTablesCannotHold() throws {
        let workspace = try Workspace()
        try workspace.write("Shortcuts/Shortcuts.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Open": {"comment": "A \\"quoted\\" */ comment", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Open\\n%@"}}, "fr": {"stringUnit": {"state": "needs_review", "value": "Ouvrir\\n%@"}}}},
              "phrases": {"localizations": {"en": {"stringSet": {"state": "translated", "values": ["Open it"]}}}},
              "Plain": {}
            }}
            """)
        let result = try CLI.run(["convert", "--output", "Out", "Shortcuts/Shortcuts.xcstrings"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.standardError == """
            Shortcuts/Shortcuts.xcstrings:3:33: warning: the en text of 'phrases' is a string set (the phrases of an App Shortcut), which a .strings or .stringsdict table cannot hold, so it is left out
            wrote 2 files from Shortcuts/Shortcuts.xcstrings: 2 keys, 2 languages

            """)
        #expect(workspace.read("Out/en.lproj/Shortcuts.strings") == """
            /* A "quoted" * / comment */
            "Open" = "Open\\n%@";

            "Plain" = "Plain";

            """)
        #expect(workspace.read("Out/fr.lproj/Shortcuts.strings") == "/* A \"quoted\" * / comment */\n\"Open\" = \"Ouvrir\\n%@\";\n")
        let translatedOnly = try CLI.run(["convert", "--state", "translated", "--language", "fr", "--output", "Translated", "Shortcuts/Shortcuts.xcstrings"], in: workspace.url)
        // Nothing to write is an error, not a conversion that wrote nothing.
        #expect(translatedOnly.status == 1)
        #expect(translatedOnly.standardError == "Shortcuts/Shortcuts.xcstrings: error: no text of the catalog can be a table's (the warnings above say why, or --language and --state leave none), so there is nothing to write\n")
        #expect(workspace.files(in: "Translated") == [])
        // The state `import` writes for a machine's translation can be chosen too.
        try workspace.write("M.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Hi": {"localizations": {"de": {"stringUnit": {"state": "machine_translated", "value": "Hallo"}}, "fr": {"stringUnit": {"state": "translated", "value": "Salut"}}}}}}"#)
        let machine = try CLI.run(["convert", "--state", "machine_translated", "--language", "de", "--language", "fr", "--output", "Machine", "M.xcstrings"], in: workspace.url)
        #expect(machine.status == 0, "\(machine.standardError)")
        #expect(workspace.files(in: "Machine") == ["de.lproj"])
        #expect(workspace.read("Machine/de.lproj/M.strings") == "\"Hi\" = \"Hallo\";\n")
        let fromOneLanguage = try CLI.run(["convert", "--language", "fr", "--output", "French", "Shortcuts/Shortcuts.xcstrings"], in: workspace.url)
        #expect(fromOneLanguage.standardError == "wrote French/fr.lproj/Shortcuts.strings from Shortcuts/Shortcuts.xcstrings: 1 key, 1 language\n")
    }

    /// A language no catalog has (a code misspelt) is an error that lists the catalogs' codes,
    /// and nothing is written, not even the languages that are there. A language spelt another
    /// way (`pt_BR`, `EN`) is the catalog's, as `export` takes it.
    @Test func aLanguageNoCatalogHasIsAnError() throws {
        let workspace = try Workspace()
        try workspace.write("A.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Hi": {"localizations": {"pt-BR": {"stringUnit": {"state": "translated", "value": "Oi"}}}}}}"#)
        let result = try CLI.run(["convert", "--to", "tables", "--language", "pt-PT", "--language", "en", "--output", "Out", "A.xcstrings"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.standardError == "A.xcstrings: error: the catalog has no language 'pt-PT' (en, pt-BR); '--language' takes the codes the catalogs use\n")
        #expect(workspace.files(in: "Out") == [])
        let spelt = try CLI.run(["convert", "--to", "tables", "--language", "pt_BR", "--language", "EN", "--output", "Out", "A.xcstrings"], in: workspace.url)
        #expect(spelt.status == 0)
        #expect(workspace.files(in: "Out") == ["en.lproj", "pt-BR.lproj"])
        try FileManager.default.removeItem(atPath: workspace.path("Out"))
        // The only language asked for missing, nothing is left to write: the missing language
        // is the error, not what follows from it.
        let alone = try CLI.run(["convert", "--to", "tables", "--language", "xx", "--output", "Out", "A.xcstrings"], in: workspace.url)
        #expect(alone.status == 1)
        #expect(alone.standardError == "A.xcstrings: error: the catalog has no language 'xx' (en, pt-BR); '--language' takes the codes the catalogs use\n")
    }
}
