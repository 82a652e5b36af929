import Foundation
import Testing
import TestSupport
@testable import InputText
@testable import Mustache
@testable import PluginFacts
@testable import StringSymbols
@testable import Symbols
@testable import TableModel

/// Key selection, skipped keys, tables and collisions.
@Suite struct SymbolTranslatorTests {
    let mixedStates = Fixture.catalog([
        "manual.key": #"{"extractionState": "manual"}"#,
        "manual.off": #"{"extractionState": "manual", "generatesSymbol": false}"#,
        "extracted": #"{"extractionState": "extracted_with_value"}"#,
        "migrated": #"{"extractionState": "migrated"}"#,
        "stale": #"{"extractionState": "stale"}"#,
        "plain": "{}",
        "plain.off": #"{"generatesSymbol": false}"#,
        "future": #"{"extractionState": "extracted_by_xcode_99"}"#,
    ])

    func names(_ translation: SymbolTranslation) -> [String] {
        translation.tables.flatMap(\.symbols).map(\.name.identifier)
    }

    @Test func allSelectsEveryKeyButStaleAndTurnedOff() throws {
        #expect(names(try Fixture.translate(mixedStates, selection: .all)) == ["extracted", "future", "manualKey", "migrated", "plain"])
    }

    @Test func manualSelectsExactlyXcodesKeys() throws {
        #expect(names(try Fixture.translate(mixedStates, selection: .manual)) == ["manualKey"])
    }

    @Test func symbolsAreSortedByKeyAndCarryTheirMetadata() throws {
        let translation = try Fixture.translate(Fixture.catalog([
            "zebra": Fixture.entry(Fixture.unit("Zebra"), extra: #""comment": "An animal", "#),
            "apple": Fixture.entry(Fixture.unit("Apple")),
        ]))
        let symbols = try #require(translation.tables.first?.symbols)
        #expect(symbols.map(\.key) == ["apple", "zebra"])
        #expect(symbols[1].comment == "An animal")
        #expect(symbols[1].keyLocation == SourceLocation(line: 2, column: 1))
        #expect(symbols[1].sourceTexts.map(\.text) == ["Zebra"])
        #expect(symbols[0].comment == nil)
    }

    @Test func keysWithoutANameAreSkippedWithAWarning() throws {
        let json = Fixture.catalog([
            "": "{}",
            "%lld": "{}",
            "%@ – %@": "{}",
            "ok": "{}",
        ])
        #expect(names(try Fixture.translate(json)) == ["ok"])
        #expect(Fixture.diagnostics(json, detail: .everyKey) == [
            "Localizable.xcstrings:2:1: warning: the key '' gives no symbol name, so it has no symbol",
            "Localizable.xcstrings:3:1: warning: the key '%lld' gives no symbol name, so it has no symbol",
            "Localizable.xcstrings:4:1: warning: the key '%@ – %@' gives no symbol name, so it has no symbol",
        ])
    }

    @Test func stringSetsAreSkippedWithAWarning() throws {
        let set = #"{"stringSet": {"state": "translated", "values": ["Open", "Launch"]}}"#
        let translation = try Fixture.translate(Fixture.catalog(["open": Fixture.entry(set), "ok": "{}"]))
        #expect(names(translation) == ["ok"])
        #expect(translation.warnings.map(\.description) == [
            "Localizable.xcstrings:2:1: warning: the key 'open' is a string set, which has no symbol",
        ])
    }

    @Test func manualKeysWithTheSameSymbolAreAnErrorNamingBoth() {
        let manual = #"{"extractionState": "manual"}"#
        let json = Fixture.catalog([
            "Delete": manual,
            "Delete…": manual,
            "%lld files": manual,
            "files: %ld": manual,
        ])
        #expect(Fixture.diagnostics(json) == [
            "Localizable.xcstrings:3:1: error: the keys 'Delete' and 'Delete…' both give the symbol 'delete' (the other key is at Localizable.xcstrings:2:1); rename one of them or set \"generatesSymbol\" to false on one",
            "Localizable.xcstrings:5:1: error: the keys '%lld files' and 'files: %ld' both give the symbol 'files(_:)' (the other key is at Localizable.xcstrings:4:1); rename one of them or set \"generatesSymbol\" to false on one",
        ])
    }

    @Test func overloadsThatSwiftTellsApartAreFine() throws {
        let translation = try Fixture.translate(Fixture.catalog([
            "files": "{}",
            "files %lld": "{}",
            "files %@": "{}",
            "files %(count)lld": "{}",
        ]))
        let symbols = try #require(translation.tables.first?.symbols)
        #expect(symbols.map(\.signatureDescription) == ["files", "files(count:)", "files(_:)", "files(_:)"])
        #expect(symbols.map(\.parameterList) == ["", "count: Int", "_ arg1: String", "_ arg1: Int"])
    }

    @Test func turningASymbolOffResolvesACollision() throws {
        let translation = try Fixture.translate(Fixture.catalog([
            "Delete": "{}",
            "Delete…": #"{"generatesSymbol": false}"#,
        ]))
        #expect(names(translation) == ["delete"])
    }

    @Test func tablesBecomeTypeNamesAndSortByName() throws {
        let translation = try Fixture.translate([
            ("Sources/App/Localizable.xcstrings", Fixture.catalog(["a": "{}"])),
            ("Sources/App/Document Window.xcstrings", Fixture.catalog(["b": "{}"])),
            ("Sources/App/2fa.xcstrings", Fixture.catalog(["c": "{}"])),
            ("Sources/App/Booking.xcstrings", Fixture.catalog(["d": "{}"])),
        ])
        #expect(translation.tables.map(\.tableName) == ["2fa", "Booking", "Document Window", "Localizable"])
        #expect(translation.tables.map(\.typeName.identifier) == ["_2Fa", "Booking", "DocumentWindow", "Localizable"])
        #expect(translation.tables.map(\.isDefault) == [false, false, false, true])
        #expect(translation.tables.map(\.path).last == "Sources/App/Localizable.xcstrings")
    }

    @Test func aManualDefaultTableMemberNamedLikeANamespaceIsAnError() {
        // Scripts without letter case give a member and a type the same name.
        #expect(Fixture.diagnostics([
            ("Localizable.xcstrings", Fixture.catalog(["日本": #"{"extractionState": "manual"}"#])),
            ("日本.xcstrings", Fixture.catalog(["ok": "{}"])),
        ]) == [
            "Localizable.xcstrings:2:1: error: the symbol '日本' of key '日本' has the name of the namespace of the table '日本' (日本.xcstrings); rename the key or the catalog",
        ])
    }

    @Test func anExtractedDefaultTableMemberNamedLikeANamespaceHasNoSymbol() throws {
        let files = [
            ("Localizable.xcstrings", Fixture.catalog(["日本": "{}", "ok": "{}"])),
            ("日本.xcstrings", Fixture.catalog(["ok": "{}"])),
        ]
        #expect(Fixture.diagnostics(files) == [
            "Localizable.xcstrings:2:1: warning: the key '日本' gives the symbol '日本', which is the name of the namespace of the table '日本' (日本.xcstrings), so it has no symbol; rename the key, or set \"generatesSymbol\" to false on it",
        ])
        #expect(try Fixture.translate(files).tables.map { $0.symbols.map(\.key) } == [["ok"], ["ok"]])
    }

    /// `.AppResources.someKey` is the module's namespace, but a table of the module's name takes
    /// it, as Xcode gives it to the table (`Sparkle.strings` of module Sparkle, a real layout):
    /// one warning, and the module's namespace is not declared.
    @Test func aTableNamedLikeItsModuleTakesTheNamespace() throws {
        let files = [("R/AppResources.xcstrings", Fixture.catalog(["x": "{}"])), ("R/Localizable.xcstrings", Fixture.catalog(["y": "{}"]))]
        #expect(Fixture.diagnostics(files) == [
            "R/AppResources.xcstrings: warning: the table 'AppResources' has the name of its module, so `.AppResources.someKey` is the table's, as in Xcode, and the module's strings have no namespace of the module's name; name the module otherwise (--module-name, \"moduleName\") to have both",
        ])
        #expect(try Fixture.translate(files).declaresModuleNamespace == false)
        #expect(try Fixture.translate([files[1]]).declaresModuleNamespace == true)
        #expect(Fixture.diagnostics(files, template: .builtIn(.string)) == [])

        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("namesake-\(UUID().uuidString)/AppResources")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workspace.deletingLastPathComponent()) }
        let paths = try files.map { file in
            let url = workspace.appendingPathComponent(TableFileName.fileName(of: file.0))
            try Data(file.1.utf8).write(to: url)
            return url.path
        }
        let generated = try Generator(configuration: GeneratorConfiguration()).generate(catalogPaths: paths, layout: .filePerTable)
        let use = SwiftCompiler.Source.text("""
            func uses() -> [LocalizedStringResource] { [.AppResources.x, .y] }
            """, named: "Uses.swift")
        for isolation in SwiftCompiler.DefaultIsolation.allCases {
            try SwiftCompiler.check(.resources(files: generated.files, extra: [use], isolation: isolation))
        }
        #expect(!generated.files[0].contents.contains("AppResourcesStringsNamespace"))
    }

    @Test func twoTablesWithOneTypeNameAreAnError() {
        #expect(Fixture.diagnostics([
            ("a/booking.xcstrings", Fixture.catalog(["x": "{}"])),
            ("b/Booking.xcstrings", Fixture.catalog(["y": "{}"])),
        ]) == [
            "b/Booking.xcstrings: error: the table 'Booking' and the table 'booking' (a/booking.xcstrings) both become the type name 'Booking'; rename one of the catalogs",
        ])
    }

    @Test func aTableGivenTwiceIsAnError() {
        #expect(Fixture.diagnostics([
            ("a/Localizable.xcstrings", Fixture.catalog(["x": "{}"])),
            ("b/Localizable.xcstrings", Fixture.catalog(["y": "{}"])),
        ]) == [
            "b/Localizable.xcstrings: error: the table 'Localizable' is also defined by a/Localizable.xcstrings; catalogs of one module need distinct file names",
        ])
    }

    @Test func aTableNameWithoutLettersIsAnError() {
        #expect(Fixture.diagnostics([("x/---.xcstrings", Fixture.catalog(["x": "{}"]))]) == [
            "x/---.xcstrings: error: the table name '---' gives no Swift type name; rename the catalog",
        ])
    }

    @Test(arguments: [("type", "Type"), ("Protocol", "Protocol"), ("self", "Self")])
    func tableNamesSwiftReservesAreAnError(table: String, typeName: String) {
        #expect(Fixture.diagnostics([("R/\(table).xcstrings", Fixture.catalog(["x": "{}"]))]) == [
            "R/\(table).xcstrings: error: the table '\(table)' gives the type name '\(typeName)', which Swift reserves (`.\(typeName)` means something else after a type); rename the catalog",
        ])
    }

    @Test(arguments: ["String", "Locale", "LocalizedStringResource", "int"])
    func tableNamesThatHideTypesAreAnError(table: String) {
        let typeName = table.prefix(1).uppercased() + table.dropFirst()
        #expect(Fixture.diagnostics([("R/\(table).xcstrings", Fixture.catalog(["x": "{}"]))]) == [
            "R/\(table).xcstrings: error: the table '\(table)' gives the type name '\(typeName)', which would hide the type of that name in the generated code; rename the catalog",
        ])
    }

    @Test(arguments: ["AppResourcesStrings", "AppResourcesStringsBundle"])
    func tableNamesThatHideTheModulesOwnTypesAreAnError(table: String) {
        #expect(Fixture.diagnostics([("R/\(table).xcstrings", Fixture.catalog(["x": "{}"]))]) == [
            "R/\(table).xcstrings: error: the table '\(table)' gives the type name '\(table)', which the generated code of module AppResources declares itself; rename the catalog",
        ])
    }

    /// `CChar` is `Int8`: `%c` and `%hhd` give one signature, as the compiler sees it.
    @Test func typeAliasesAreComparedAsTheTypesTheyName() {
        #expect(Fixture.diagnostics(Fixture.catalog([
            "grade %c": #"{"extractionState": "manual"}"#,
            "Grade %hhd": #"{"extractionState": "manual"}"#,
        ])) == [
            "Localizable.xcstrings:3:1: error: the keys 'grade %c' and 'Grade %hhd' both give the symbol 'grade(_:)' (the other key is at Localizable.xcstrings:2:1); rename one of them or set \"generatesSymbol\" to false on one",
        ])
    }

    /// A catalog file name reaches the generated file's name and its header comment; one that
    /// holds a line break or an invisible control character could break out of the comment.
    /// (The diagnostic shows the name with those characters escaped, as every diagnostic does.)
    @Test(arguments: [
        ("Evil\nfunc injected() {}\n", #"Evil\u{A}func injected() {}\u{A}"#, #"\u{A}"#), ("Tab\there", #"Tab\u{9}here"#, #"\u{9}"#),
        ("Bidi\u{202E}txt", #"Bidi\u{202E}txt"#, #"\u{202E}"#), ("Mark\u{061C}", #"Mark\u{61C}"#, #"\u{61C}"#),
        ("BOM\u{FEFF}", #"BOM\u{FEFF}"#, #"\u{FEFF}"#), ("Soft\u{AD}hyphen", #"Soft\u{AD}hyphen"#, #"\u{AD}"#),
    ])
    func fileNamesWithControlCharactersAreAnError(table: String, shown: String, escaped: String) {
        #expect(Fixture.diagnostics([("R/\(table).xcstrings", Fixture.catalog(["x": "{}"]))]) == [
            "R/\(shown).xcstrings: error: the catalog's file name holds the invisible or control character \(escaped), which must not reach the generated file's name and header; rename the catalog",
        ])
    }

    @Test func tableNamesComeFromFileNames() {
        #expect(LoadedTable.tableName(forPath: "Sources/App/Booking.xcstrings") == "Booking")
        #expect(LoadedTable.tableName(forPath: "Document Window.xcstrings") == "Document Window")
        #expect(LoadedTable.tableName(forPath: "Strings.json") == "Strings.json")
    }
}
