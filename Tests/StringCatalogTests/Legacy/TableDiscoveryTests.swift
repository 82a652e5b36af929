import Foundation
import Testing
import FileSystem
@testable import InputText
@testable import PluginFacts
@testable import TableInputs
@testable import TableModel

/// Which files make a module's tables, and which of them are the source (DESIGN.md, "Legacy tables").
@Suite struct TableDiscoveryTests {
    /// Each table as `name: file (language, source or not), …`, paths relative to the fixture.
    func described(_ fixture: LegacyTableFixture, _ inputs: [String], sourceLanguage: String = "en") throws -> [String] {
        try fixture.tables(inputs, sourceLanguage: sourceLanguage).0.map { table in
            let files = table.legacyFiles.map { file in
                "\(fixture.shown(Diagnostic(.note, "", path: file.path, at: nil)).dropLast(8)) \(file.language)\(file.isSource ? " source" : "")"
            }
            return "\(table.name) \(table.format == .catalog ? "catalog" : "legacy"): " + files.joined(separator: ", ")
        }
    }

    @Test func oneTableAcrossItsFoldersWithTheSourceLanguagesFolderAsItsSource() throws {
        let fixture = try LegacyTableFixture([
            "Localization/en.lproj/Localizable.strings": "\"a\" = \"A\";",
            "Localization/de.lproj/Localizable.strings": "\"a\" = \"A\";",
            "Localization/zh_CN.lproj/Localizable.strings": "\"a\" = \"A\";",
            "Localization/Plurals/en.lproj/Localizable.stringsdict": stringsdict([:]),
            "Localization/Plurals/de.lproj/Localizable.stringsdict": stringsdict([:]),
        ])
        #expect(try described(fixture, ["Localization"]) == [
            "Localizable legacy: Localization/en.lproj/Localizable.strings en source, Localization/Plurals/en.lproj/Localizable.stringsdict en source, "
                + "Localization/Plurals/de.lproj/Localizable.stringsdict de, Localization/de.lproj/Localizable.strings de, Localization/zh_CN.lproj/Localizable.strings zh-CN",
        ])
    }

    /// Names that differ only in case are one table, as Apple's file systems and so the app's
    /// bundle find either spelling; it is named as its source language's file spells it, and one
    /// warning names the other spelling and its files.
    @Test func namesThatDifferInCaseAreOneTable() throws {
        let fixture = try LegacyTableFixture([
            "Base.lproj/infoPlist.strings": "", "de.lproj/infoPlist.strings": "",
            "en.lproj/InfoPlist.strings": "", "fr.lproj/InfoPlist.strings": "",
        ])
        let (tables, warnings) = try fixture.tables(["."])
        #expect(try described(fixture, ["."]) == [
            "InfoPlist legacy: en.lproj/InfoPlist.strings en source, de.lproj/infoPlist.strings de, fr.lproj/InfoPlist.strings fr",
        ])
        #expect(tables.count == 1)
        #expect(warnings == [
            "Base.lproj/infoPlist.strings: warning: the table 'InfoPlist' is also spelled 'infoPlist' (Base.lproj/infoPlist.strings, "
                + "de.lproj/infoPlist.strings); Apple's file systems ignore case, so the app's bundle reads them as one table, "
                + "and so does this: name every file 'InfoPlist' to keep it one table where case matters",
        ])
        // Named as an input, a file finds its translations under either spelling.
        #expect(try described(fixture, ["en.lproj/InfoPlist.strings"]) == [
            "InfoPlist legacy: en.lproj/InfoPlist.strings en source, de.lproj/infoPlist.strings de, fr.lproj/InfoPlist.strings fr",
        ])
        // Without a source-language file, Base.lproj's spelling names the table.
        let base = try LegacyTableFixture(["Base.lproj/infoPlist.strings": "", "de.lproj/InfoPlist.strings": ""])
        #expect(try described(base, ["."]) == ["infoPlist legacy: Base.lproj/infoPlist.strings en source, de.lproj/InfoPlist.strings de"])
    }

    /// A Base.lproj table beside the source language's is not read, and says so when it defines
    /// anything; an empty one, as project templates leave, is nothing lost.
    @Test func aBaseTableBesideTheSourceLanguagesIsNotReadAndSaysSo() throws {
        let fixture = try LegacyTableFixture([
            "Base.lproj/Main.strings": "\"b\" = \"B\";\n", "en.lproj/Main.strings": "\"a\" = \"A\";\n",
            "Base.lproj/InfoPlist.strings": "\n", "en.lproj/InfoPlist.strings": "\"a\" = \"A\";\n",
        ])
        #expect(try described(fixture, ["."]) == [
            "InfoPlist legacy: en.lproj/InfoPlist.strings en source",
            "Main legacy: en.lproj/Main.strings en source",
        ])
        #expect(try fixture.tables(["."]).1 == [
            "Base.lproj/Main.strings:1:1: warning: this file is not read: the table 'Main' is read from en.lproj/Main.strings in the source "
                + "language, and a second file of the source language or of Base.lproj is no translation; it is left as it is",
        ])
    }

    /// A catalog and a legacy table whose names differ only in case clash, as the same name does.
    @Test func aCatalogAndATableOfOneNameInAnotherCaseClash() throws {
        let fixture = try LegacyTableFixture([
            "Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#, "en.lproj/localizable.strings": "",
        ])
        #expect(throws: DiagnosticError.self) { try fixture.tables(["."]) }
    }

    /// A folder and one inside it (as a shell glob or a build script gives them) reach the same
    /// files: each is read once, and the inner folder is no error; a folder that reaches no table
    /// file at all still is.
    @Test func inputsInsideOtherInputsReadEachFileOnce() throws {
        let fixture = try LegacyTableFixture([
            "App/en.lproj/Localizable.strings": "", "App/Plurals/en.lproj/Plurals.stringsdict": stringsdict([:]),
            "App/Plurals/de.lproj/Plurals.stringsdict": stringsdict([:]), "App/Plurals/Booking.xcstrings": #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#,
            "App/Empty/notes.txt": "",
        ])
        let (tables, warnings) = try fixture.tables(["App", "App/Plurals", "App/Plurals/de.lproj", "App"])
        #expect(tables.map(\.name) == ["Booking", "Plurals", "Localizable"])
        #expect(tables.map(\.legacyFiles.count) == [0, 2, 1])
        #expect(warnings.isEmpty)
        #expect(throws: DiagnosticError.self) { try fixture.tables(["App", "App/Empty"]) }
    }

    @Test func englishLprojAndBaseLproj() throws {
        let fixture = try LegacyTableFixture([
            "English.lproj/Old.strings": "", "fr.lproj/Old.strings": "",
            "Base.lproj/Main.strings": "", "de.lproj/Main.strings": "",
            "Base.lproj/Both.strings": "", "en.lproj/Both.strings": "",
        ])
        #expect(try described(fixture, ["."]) == [
            "Both legacy: en.lproj/Both.strings en source",
            "Main legacy: Base.lproj/Main.strings en source, de.lproj/Main.strings de",
            "Old legacy: English.lproj/Old.strings en source, fr.lproj/Old.strings fr",
        ])
        let french = try described(fixture, ["."], sourceLanguage: "fr")
        #expect(french.first == "Both legacy: Base.lproj/Both.strings fr source, en.lproj/Both.strings en", "\(french)")
    }

    /// A file named as an input is its table's source, whatever its folder; one outside any
    /// `.lproj` folder is a table in the source language alone.
    @Test func aNamedFileIsTheSource() throws {
        let fixture = try LegacyTableFixture([
            "Base.lproj/Localizable.strings": "", "en.lproj/Localizable.strings": "", "de.lproj/Localizable.strings": "",
            "Loose.strings": "",
        ])
        let named = try described(fixture, ["Base.lproj/Localizable.strings", "Loose.strings"])
        #expect(named == [
            "Localizable legacy: Base.lproj/Localizable.strings en source, de.lproj/Localizable.strings de",
            "Loose legacy: Loose.strings en source",
        ], "\(named)")
    }

    @Test func interfaceBuilderTablesAreLeftOutUnlessNamed() throws {
        let fixture = try LegacyTableFixture([
            "Base.lproj/Main.storyboard": "<document/>", "de.lproj/Main.strings": "\"7VM-DV-W3e.text\" = \"Hallo\";",
            "en.lproj/Localizable.strings": "",
        ])
        #expect(try described(fixture, ["."]) == ["Localizable legacy: en.lproj/Localizable.strings en source"])
        #expect(try described(fixture, ["de.lproj/Main.strings"]) == ["Main legacy: de.lproj/Main.strings en source"])
    }

    /// An `.lproj` folder named is its tables, with their translations beside it, as one of its
    /// files named is; spelt with a `/` at its end (as a shell completes it) too.
    @Test func aLocalizationFolderNamedBringsItsTranslations() throws {
        let fixture = try LegacyTableFixture([
            "App/en.lproj/Localizable.strings": "", "App/de.lproj/Localizable.strings": "",
            "App/en.lproj/Alerts.strings": "", "App/fr.lproj/Alerts.strings": "",
            "App/de.lproj/Other.strings": "",
        ])
        let expected = [
            "Alerts legacy: App/en.lproj/Alerts.strings en source, App/fr.lproj/Alerts.strings fr",
            "Localizable legacy: App/en.lproj/Localizable.strings en source, App/de.lproj/Localizable.strings de",
        ]
        #expect(try described(fixture, ["App/en.lproj"]) == expected)
        #expect(try described(fixture, ["App/en.lproj/"]) == expected)
        #expect(try described(fixture, ["App/en.lproj/Alerts.strings", "App/en.lproj/Localizable.strings"]) == expected)
    }

    /// `Base.lproj` named brings the translations of a table only where no folder of the source
    /// language beside it has the table (which would be its source); another language's folder
    /// named stays itself alone, without a source.
    @Test func aBaseOrTranslationFolderNamedStaysItsTablesSource() throws {
        let fixture = try LegacyTableFixture([
            "App/Base.lproj/Localizable.strings": "", "App/en.lproj/Localizable.strings": "", "App/de.lproj/Localizable.strings": "",
            "App/Base.lproj/Only.strings": "", "App/fr.lproj/Only.strings": "",
        ])
        #expect(try described(fixture, ["App/Base.lproj"]) == [
            "Localizable legacy: App/Base.lproj/Localizable.strings en source",
            "Only legacy: App/Base.lproj/Only.strings en source, App/fr.lproj/Only.strings fr",
        ])
        let translation = try described(fixture, ["App/de.lproj"])
        #expect(!translation.isEmpty && translation.allSatisfy { !$0.contains("en.lproj") && !$0.contains("Base.lproj") }, "\(translation)")
    }

    /// An intent definition's tables are keyed by its objects' IDs, as a storyboard's are.
    @Test func intentDefinitionTablesAreLeftOutUnlessNamed() throws {
        let fixture = try LegacyTableFixture([
            "Base.lproj/Intents.intentdefinition": "<plist/>", "en.lproj/Intents.strings": "\"tMCFd9\" = \"Order\";",
            "en.lproj/Localizable.strings": "",
        ])
        #expect(try described(fixture, ["."]) == ["Localizable legacy: en.lproj/Localizable.strings en source"])
        #expect(try described(fixture, ["en.lproj/Intents.strings"]) == ["Intents legacy: en.lproj/Intents.strings en source"])
    }

    /// A catalog in an `.lproj` folder is Interface Builder's, as Xcode takes it: a folder's walk
    /// passes over it with a note, not in silence, and a folder holding no other table says
    /// that it holds only those; named itself, it is read.
    @Test func catalogsInLocalizationFoldersAreLeftOutWithANoteUnlessNamed() throws {
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#
        let fixture = try LegacyTableFixture([
            "App/Localizable.xcstrings": catalog, "App/mul.lproj/Window.xcstrings": catalog, "App/mul.lproj/Sheet.xcstrings": catalog,
        ])
        let (tables, notes) = try fixture.tables(["App"])
        #expect(tables.map(\.name) == ["Localizable"])
        #expect(notes == ["App/mul.lproj/Sheet.xcstrings: note: 2 String Catalogs in .lproj folders (mul.lproj/Sheet.xcstrings, mul.lproj/Window.xcstrings) are not read: they are Interface Builder tables, which have no symbols, as in Xcode; name one as an input to read it"])
        let (named, none) = try fixture.tables(["App", "App/mul.lproj/Window.xcstrings"])
        #expect(named.map(\.name) == ["Localizable", "Window"])
        #expect(none == ["App/mul.lproj/Sheet.xcstrings: note: the String Catalog mul.lproj/Sheet.xcstrings, in an .lproj folder, is not read: it is an Interface Builder table, which has no symbols, as in Xcode; name it as an input to read it"])
        #expect {
            try fixture.tables(["App/mul.lproj"])
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.map(fixture.shown) == ["App/mul.lproj: error: the folder holds String Catalogs only in .lproj folders (mul.lproj/Sheet.xcstrings), which are Interface Builder tables and have no symbols, as in Xcode; name such a catalog as an input to read it"]
        }
    }

    /// Module by module (`check`): each package target's tables on their own, so two targets may
    /// each have a `Localizable` table; files in no target are one more module; a module's own
    /// tables of one name still clash.
    @Test func tablesByModuleAreEachTargetsOwn() throws {
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#
        let fixture = try LegacyTableFixture([
            "Package.swift": "", "Sources/A/Localizable.xcstrings": catalog, "Sources/B/Res/en.lproj/Localizable.strings": "\"b\" = \"B\";",
            "Tests/BTests/Localizable.xcstrings": catalog, "Scripts/Localizable.xcstrings": catalog, "Sources/C/main.swift": "",
        ])
        let modules = try TableDiscovery().tablesByModule(in: [fixture.path(".")])
        #expect(modules.map { $0.tables.map { fixture.shown(Diagnostic(.note, "", path: $0.path, at: nil)).dropLast(8) } } == [
            ["Sources/A/Localizable.xcstrings"], ["Sources/B/Res/en.lproj/Localizable.strings"], ["Tests/BTests/Localizable.xcstrings"], ["Scripts/Localizable.xcstrings"],
        ])
        #expect(throws: DiagnosticError.self) { try TableDiscovery().tables(in: [fixture.path(".")]) }
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: fixture.path("Sources/B/Localizable.xcstrings")))
        #expect(throws: DiagnosticError.self) { try TableDiscovery().tablesByModule(in: [fixture.path(".")]) }
    }

    /// Outside a package, an app's targets and extensions each have a bundle: folders whose
    /// tables clash (an `InfoPlist.strings` of one language in each) are two modules' tables,
    /// while a table whose `.stringsdict` is in another folder than its `.strings` stays one. A
    /// folder of a table's translations alone joins no module that has the table's source.
    @Test func tablesOutsidePackagesAreSplitWhereTheyClash() throws {
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#
        let fixture = try LegacyTableFixture([
            "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";",
            "App/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";",
            "App/Resources/de.lproj/Localizable.strings": "\"a\" = \"A\";",
            "App/Plurals/en.lproj/Localizable.stringsdict": "<plist version=\"1.0\"><dict/></plist>",
            "Widget/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Widget\";",
            "Widget/Widget.xcstrings": catalog, "Intents/Widget.xcstrings": catalog,
            "Ext/fr.lproj/Localizable.strings": "\"a\" = \"Ah\";",
        ])
        let modules = try TableDiscovery().tablesByModule(in: [fixture.path(".")])
        let tables = modules.map { $0.tables.map { "\($0.name): " + ($0.format == .catalog ? [$0.path] : $0.legacyFiles.map(\.path)).map { fixture.shown(Diagnostic(.note, "", path: $0, at: nil)).dropLast(8) }.joined(separator: ", ") } }
        #expect(tables == [
            ["Widget: Intents/Widget.xcstrings", "InfoPlist: App/en.lproj/InfoPlist.strings",
             "Localizable: App/Resources/en.lproj/Localizable.strings, App/Plurals/en.lproj/Localizable.stringsdict, App/Resources/de.lproj/Localizable.strings"],
            ["Widget: Widget/Widget.xcstrings", "Localizable: Ext/fr.lproj/Localizable.strings", "InfoPlist: Widget/en.lproj/InfoPlist.strings"],
        ])
        // One module's tables (`tables(in:)`, as generate reads them) still clash.
        #expect(throws: DiagnosticError.self) { try TableDiscovery().tables(in: [fixture.path(".")]) }
    }

    /// A storyboard or XIB in the folder above the table's or in a localization folder beside
    /// it, found from what the walk listed (and by listing again where a folder was named
    /// otherwise, `App/`).
    @Test func interfaceBuilderFilesBesideTheTablesFolder() throws {
        let fixture = try LegacyTableFixture([
            "App/Base.lproj/Launch.storyboard": "<document/>", "App/de.lproj/Launch.strings": "",
            "App/View.xib": "<document/>", "App/fr.lproj/View.strings": "",
            "App/en.lproj/Localizable.strings": "", "App/en.lproj/Launch.xib.strings": "",
        ])
        #expect(try described(fixture, ["App"]) == [
            "Launch.xib legacy: App/en.lproj/Launch.xib.strings en source",
            "Localizable legacy: App/en.lproj/Localizable.strings en source",
        ])
        #expect(try described(fixture, ["App/"]) == described(fixture, ["App"]))
    }

    /// Hidden folders, asset catalogs and bundles of their own are not walked: an asset catalog
    /// holds images, colours and data, never a table, and a bundle's tables are read from it
    /// (by the Settings app, by a vendored framework), not from the module's.
    @Test func hiddenFoldersAssetCatalogsAndBundlesAreNotWalked() throws {
        let fixture = try LegacyTableFixture([
            "App/en.lproj/Localizable.strings": "",
            "App/.build/en.lproj/Built.strings": "",
            "App/Assets.xcassets/en.lproj/Inside.strings": "",
            "App/Assets.xcassets/Catalog.xcstrings": "{}",
            "App/xcassets/en.lproj/Folder.strings": "",
            "App/Settings.bundle/en.lproj/Root.strings": "",
            "App/Frameworks/Sparkle.framework/Resources/en.lproj/Sparkle.strings": "",
            "App/Frameworks/Kit.xcframework/macos-arm64/Kit.framework/Resources/Kit.xcstrings": "{}",
            "App/Extension.appex/en.lproj/Extension.strings": "",
        ])
        #expect(try described(fixture, ["App"]) == [
            "Localizable legacy: App/en.lproj/Localizable.strings en source",
            "Folder legacy: App/xcassets/en.lproj/Folder.strings en source",
        ])
    }

    /// Extensions are those of the file name: after its last dot, with a name before it.
    @Test func fileNameExtensions() {
        #expect(TableFileName.kind(of: "a/Localizable.strings") == .strings)
        #expect(TableFileName.kind(of: "Localizable.stringsdict") == .stringsdict)
        #expect(TableFileName.kind(of: "/x/Main.xcstrings") == .catalog)
        #expect(TableFileName.kind(of: "a.b.strings") == .strings)
        #expect(TableFileName.kind(of: "/x/.strings") == nil)
        #expect(TableFileName.kind(of: ".strings") == nil)
        #expect(TableFileName.kind(of: "strings") == nil)
        #expect(TableFileName.kind(of: "a.strings/") == nil)
        #expect(TableFileName.kind(of: "a.Strings") == nil)
        #expect(TableFileName.isLocalizationFolder("zh_CN.lproj"))
        #expect(!TableFileName.isLocalizationFolder(".lproj"))
        #expect(!TableFileName.isLocalizationFolder("lproj"))
        #expect(TableFileName.pathExtension(of: "/a.b/c") == "")
        #expect(TableFileName.pathExtension(of: "/a/é.lproj") == "lproj")
        #expect(TableFileName.baseName(of: "/a/Main.xib.strings") == "Main.xib")
        #expect(TableFileName.baseName(of: "/a/.hidden") == ".hidden")
    }

    @Test func aTableWithoutASourceFileIsOneWarning() throws {
        let fixture = try LegacyTableFixture(["de.lproj/A.strings": "", "de.lproj/B.strings": "", "en.lproj/C.strings": ""])
        let (tables, warnings) = try fixture.tables(["."])
        #expect(tables.map(\.name) == ["A", "B", "C"])
        #expect(warnings == [
            "de.lproj/A.strings: warning: 2 tables have no source-language file, so their keys have no symbol: 'A', 'B' are only in de.lproj, none of which is en.lproj or Base.lproj (an Interface Builder table whose storyboard is elsewhere, or another source language: --source-language, \"sourceLanguage\")",
        ])
        // `convert` leaves such tables be, and its one warning says so.
        var converting = TableDiscovery()
        converting.withoutSourceOutcome = .noCatalog
        #expect(try converting.tables(in: [fixture.path(".")]).warnings.map(fixture.shown) == [
            "de.lproj/A.strings: warning: 2 tables have no source-language file, so they give no catalog and their files stay as they are: 'A', 'B' are only in de.lproj, none of which is en.lproj or Base.lproj (an Interface Builder table whose storyboard is elsewhere, migrated with its storyboard or XIB, or another source language: --source-language, \"sourceLanguage\")",
        ])
    }

    @Test func inputsThatAreNoTables() throws {
        let fixture = try LegacyTableFixture([
            "Empty/readme.txt": "", "App/Localizable.xcstrings": "{}", "App/en.lproj/Localizable.strings": "",
        ])
        #expect(fixture.diagnostics(["Empty"]) == [
            "Empty: error: the folder holds no String Catalog (.xcstrings) and no .lproj folder with .strings or .stringsdict files",
        ])
        let clash = fixture.diagnostics(["App"])
        #expect(clash.count == 1 && clash[0].hasPrefix("App/en.lproj/Localizable.strings: error: the legacy table 'Localizable' has the name of the catalog "), "\(clash)")
        #expect(fixture.diagnostics(["Missing.strings"]).first == "Missing.strings: error: no such file or folder")
    }

    /// Two files of one table, kind and language are two bundles' tables (an input that holds
    /// several modules) or, side by side, two folders of one language: an error, never one
    /// table whose texts of a key silently come from one file and not the other.
    @Test func twoFilesOfOneLanguageAreAnError() throws {
        let fixture = try LegacyTableFixture([
            "Repo/App/en.lproj/InfoPlist.strings": "\"a\" = \"App\";", "Repo/App/de.lproj/InfoPlist.strings": "",
            "Repo/Widget/en.lproj/InfoPlist.strings": "\"a\" = \"Widget\";",
            "Repo/Widget/en.lproj/Localizable.strings": "", "Repo/Widget/Plurals/en.lproj/Localizable.stringsdict": stringsdict([:]),
            "Old/English.lproj/T.strings": "", "Old/en.lproj/T.strings": "",
            "Shared/de.lproj/T.strings": "", "Shared/Copy/de.lproj/T.strings": "", "Shared/en.lproj/T.strings": "",
        ])
        #expect(fixture.diagnostics(["Repo"]) == [
            "Repo/Widget/en.lproj/InfoPlist.strings: error: the table 'InfoPlist' has a second .strings file of the language 'en', beside Repo/App/en.lproj/InfoPlist.strings; "
                + "a bundle holds one, so these are the tables of different modules: name the folder of one module, or give each table its own name",
        ])
        #expect(fixture.diagnostics(["Old"]) == [
            "Old/en.lproj/T.strings: error: the table 'T' has a second .strings file of the language 'en', beside Old/English.lproj/T.strings; "
                + "a bundle reads one of them (English.lproj/T.strings or en.lproj/T.strings), so remove the other",
        ])
        #expect(fixture.diagnostics(["Shared"]).count == 1, "a translation's language too")
        // One module's folder, and a table's .strings and .stringsdict of one language, are fine.
        #expect(try described(fixture, ["Repo/Widget"]).count == 2)
    }

    /// Files named in several `.lproj` folders, as a shell expands `*.lproj/T.strings`, are the
    /// table's languages, its source the source language's; one file reached by two paths (a
    /// linked folder) is read once.
    @Test func namedFilesOfSeveralLanguagesAndOneFileTwice() throws {
        let fixture = try LegacyTableFixture([
            "Res/en.lproj/T.strings": "\"a\" = \"A\";", "Res/de.lproj/T.strings": "\"a\" = \"Ä\";",
        ])
        #expect(try described(fixture, ["Res/de.lproj/T.strings", "Res/en.lproj/T.strings"]) == [
            "T legacy: Res/en.lproj/T.strings en source, Res/de.lproj/T.strings de",
        ])
        try FileManager.default.createSymbolicLink(atPath: fixture.path("Linked"), withDestinationPath: fixture.path("Res"))
        #expect(try described(fixture, ["Res", "Linked"]) == [
            "T legacy: Res/en.lproj/T.strings en source, Res/de.lproj/T.strings de",
        ])
    }

    /// Paths are compared standardized: absolute, without `.`, `..` and empty components; a
    /// standard path is returned as it is.
    @Test func standardizedPaths() {
        #expect(standardizedPath("/a/b.lproj/X.strings") == "/a/b.lproj/X.strings")
        #expect(standardizedPath("/") == "/")
        #expect(standardizedPath("/a/./b") == "/a/b")
        #expect(standardizedPath("/a/../b") == "/b")
        #expect(standardizedPath("/a//b/") == "/a/b")
        #expect(standardizedPath("/a/b/..") == "/a")
        #expect(standardizedPath("/a/.../b") == "/a/.../b")
        #expect(standardizedPath("/a/.hidden") == "/a/.hidden")
        #expect(standardizedPath("de.lproj/X.strings", in: "/work") == "/work/de.lproj/X.strings")
        #expect(standardizedPath("./de.lproj/../en.lproj", in: "/work") == "/work/en.lproj")
        #expect(TableDiscovery.localizationFolder(of: "Res/de.lproj/X.strings", in: "/work") == "/work/Res/de.lproj")
        #expect(TableDiscovery.localizationFolder(of: "/Res/X.strings") == nil)
    }
}
