import Foundation
import Testing
import TestSupport
@testable import InputText
@testable import PluginFacts
@testable import StringSymbols
@testable import Symbols

/// The swiftgen templates where SwiftGen's own output would not compile or would read the wrong
/// argument: each case a warning or an error, or output that works.
@Suite struct SwiftGenEdgeCaseTests {
    func generate(_ files: [(String, String)], parameters: [String: TemplateParameter] = [:], template: BuiltInTemplate = .swiftgen, verbose: Bool = false) throws -> GenerationResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftgen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var configuration = GeneratorConfiguration(template: .builtIn(template), moduleName: "Shop")
        configuration.templateParameters = parameters
        configuration.verbose = verbose
        var result = try Generator(configuration: configuration).generate(catalogPaths: [folder.path], layout: .singleFile)
        result.warnings = result.warnings.map { Diagnostic($0.severity, $0.message, path: $0.path.replacingOccurrences(of: folder.path + "/", with: ""), at: $0.location) }
        return result
    }

    /// A group named as the namespace enum would hide it from the members that call its `tr`.
    @Test func aGroupThatTakesTheEnumsNameIsLeftOut() throws {
        let result = try generate([("en.lproj/Localizable.strings", "\"L10n.title\" = \"Title\";\n\"title\" = \"Other\";\n")])
        #expect(result.warnings.map(\.description) == [
            "en.lproj/Localizable.strings:1:1: warning: the key 'L10n.title' is in the group 'L10n', whose enum would hide the generated 'L10n' its members use, so it has no accessor",
        ])
        #expect(!result.files[0].contents.contains("public enum L10n {\n"))
        #expect(result.files[0].contents.contains("static let title = L10n.tr("))
    }

    /// Keys left out are reported as the other templates report them: one warning per table and
    /// reason by default, naming the first few, and each on its own with `verbose`. A legacy
    /// table's keys cannot decline their accessors, so the warnings do not say to.
    @Test func keysLeftOutAreSummarisedPerTableAndReason() throws {
        let table = """
            "Find" = "Find";
            "Find..." = "Find…";
            "Host" = "Host";
            "Host:" = "Host:";
            "Name" = "Name";
            "Name:" = "Name:";
            "=" = "=";
            ">>" = ">>";

            """
        let summary = try generate([("en.lproj/Menu.strings", table)])
        #expect(summary.warnings.map(\.description) == [
            "en.lproj/Menu.strings:2:1: warning: 3 keys give an accessor that another key already declares (a manual key, else the one before them), so they have none: 'Find' / 'Find...', 'Host' / 'Host:', 'Name' / 'Name:'; rename them (--verbose, or \"verbose\": true in string-symbols.json, lists each)",
            "en.lproj/Menu.strings:7:1: warning: 2 keys give no symbol name, so they have no symbol: '=', '>>' (--verbose, or \"verbose\": true in string-symbols.json, lists each)",
        ])
        let verbose = try generate([("en.lproj/Menu.strings", table)], verbose: true)
        #expect(verbose.warnings.map(\.message) == [
            "the key 'Find...' gives the accessor 'find', which the key 'Find' already declares, so it has none",
            "the key 'Host:' gives the accessor 'host', which the key 'Host' already declares, so it has none",
            "the key 'Name:' gives the accessor 'name', which the key 'Name' already declares, so it has none",
            "the key '=' gives no Swift name, so it has no accessor",
            "the key '>>' gives no Swift name, so it has no accessor",
        ])
        #expect(summary.files[0].contents == verbose.files[0].contents)
    }

    /// Of a catalog's keys that give one accessor, the manual key keeps it, wherever it sorts, as
    /// it keeps its symbol in the other templates (Cog's `replayGainAlbumGain` beside the
    /// extracted `ReplayGain Album Gain`).
    @Test func aManualKeyKeepsTheAccessorItClashesFor() throws {
        let catalog = #"""
            {"sourceLanguage":"en","strings":{
            "ReplayGain Album Gain":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Album Gain"}}}},
            "replayGainAlbumGain":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"The album's volume"}}}}},"version":"1.0"}
            """#
        for template in [BuiltInTemplate.swiftgen, .swiftgenFlat, .string] {
            let result = try generate([("Localizable.xcstrings", catalog)], template: template, verbose: true)
            #expect(result.files[0].contents.contains("The album's volume"), "\(template)")
            #expect(!result.files[0].contents.contains("\"Album Gain\""), "\(template)")
        }
        let swiftgen = try generate([("Localizable.xcstrings", catalog)], verbose: true)
        #expect(swiftgen.warnings.map(\.message) == [
            "the key 'ReplayGain Album Gain' gives the accessor 'replayGainAlbumGain', which the key 'replayGainAlbumGain' already declares, so it has none",
        ])
    }

    /// In a catalog, a key can decline its accessor, and the summary says so; a manual key left
    /// out is reported on its own.
    @Test func aCatalogsKeysLeftOutCanDeclineAndManualOnesStandAlone() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "=": {}, ">>": {}, "<<": {"extractionState": "manual"}, "title": {}
            }}
            """
        let result = try generate([("Localizable.xcstrings", catalog)])
        #expect(result.warnings.map(\.description) == [
            "Localizable.xcstrings:2:3: warning: 2 keys give no symbol name, so they have no symbol: '=', '>>'; set \"generatesSymbol\" to false on them to say so (--verbose, or \"verbose\": true in string-symbols.json, lists each)",
            "Localizable.xcstrings:2:22: warning: the key '<<' gives no Swift name, so it has no accessor",
        ])
    }

    /// A text Foundation reads otherwise than written gets no accessor, with the warning the
    /// other templates give: a substitution named `total.strings` is read as `total`, so an
    /// accessor taking its argument would show the wrong text.
    @Test func aTextFoundationReadsOtherwiseHasNoAccessor() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "count": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@total.strings@"},
                "substitutions": {"total.strings": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg strings"}}}}}}}}},
              "title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Title"}}}}
            }}
            """
        let result = try generate([("Localizable.xcstrings", catalog)])
        #expect(result.warnings.map(\.description) == [
            "Localizable.xcstrings:2:85: warning: '%#@total.strings@' is no substitution reference that Foundation reads: a substitution's name is ASCII letters, digits and '_', and Foundation stops reading 'total.strings' after 'total'; rename the substitution (for example 'total_strings') in '%#@total.strings@'; 'count' has no accessor",
        ])
        #expect(!result.files[0].contents.contains(" count(") && !result.files[0].contents.contains(" count ="))
        #expect(result.files[0].contents.contains("static let title = L10n.tr("))
    }

    /// InfoPlist's keys are the system's: the table gets no members, and does not wrap the
    /// others in tables' enums, as SwiftGen's users list only their own tables.
    @Test func systemTablesAreLeftOut() throws {
        let result = try generate([
            ("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n"),
            ("en.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scans documents\";\n"),
        ])
        #expect(result.warnings.isEmpty)
        #expect(result.files[0].contents.contains("    public static let title = L10n.tr(\"Localizable\", \"title\", fallback: \"Title\")\n"))
        #expect(!result.files[0].contents.contains("nsCameraUsageDescription"))
    }

    /// Two tables whose enums would take one name cannot both be declared (`Settings-IOS` and
    /// `SettingsIOS` are two type names by Xcode's rule, one by SwiftGen's).
    @Test func tablesThatGiveOneEnumAreAnError() throws {
        do {
            _ = try generate([("en.lproj/Settings-IOS.strings", "\"a\" = \"A\";\n"), ("en.lproj/SettingsIOS.strings", "\"b\" = \"B\";\n")])
            Issue.record("two tables of one enum name were generated")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.message) == ["the tables 'Settings-IOS' and 'SettingsIOS' both give the enum 'SettingsIOS' in SwiftGen's form; rename one"])
        }
    }

    /// `bundle: Bundle.module` is the module's own bundle, where the bundle type looks from any
    /// isolation; written into the nonisolated `tr`, it would not compile under MainActor.
    @Test func bundleModuleLooksUpThroughTheBundleType() throws {
        let result = try generate([("en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")], parameters: ["bundle": .text("Bundle.module")])
        #expect(!result.files[0].contents.contains("Bundle.module.localizedString"))
        #expect(result.files[0].contents.contains("ShopStringsBundle.string(key, table: ShopStringsBundle.table(named: table)"))
    }

    /// A catalog's `argNum` numbers a substitution's argument wherever its reference stands, also
    /// without a position in the text.
    @Test func aSubstitutionsArgNumOrdersTheArguments() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"stock": {"localizations": {"en": {
              "stringUnit": {"state": "translated", "value": "%#@items@ in %#@store@"},
              "substitutions": {
                "items": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg item"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg items"}}}}},
                "store": {"argNum": 1, "formatSpecifier": "@", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg"}}}}}
              }}}}}}
            """#
        let result = try generate([("Localizable.xcstrings", catalog)])
        #expect(result.files[0].contents.contains("public static func stock(_ p1: Any, _ p2: Int) -> String {"))
    }

    /// A key continued over a line in its `.strings` file (`"multiLine\` newline `Key"`) holds
    /// a line feed: SwiftGen's flat template names it from the key as its context escapes it
    /// (`multiLine\nKey`, so `multiLineNKey`); the structured one from the key as it is.
    @Test func aKeyWithALineFeedIsNamedAsSwiftGenNamesIt() throws {
        let table = [("en.lproj/LocMultiline.strings", "\"multiLine\\\nKey\" = \"test\";\n\"crlf\\\r\\\nkey\" = \"two\";\n")]
        let flat = try generate(table, template: .swiftgenFlat).files[0].contents
        #expect(flat.contains("public static let multiLineNKey = L10n.tr(\"LocMultiline\", \"multiLine\\nKey\""))
        #expect(flat.contains("public static let crlfRNkey = "))
        let structured = try generate(table).files[0].contents
        #expect(structured.contains("public static let multiLineKey = L10n.tr(\"LocMultiline\", \"multiLine\\nKey\""))
    }

    /// A position may have leading zeros, as SwiftGen 6.6 and Foundation read it (`%04$f` is
    /// argument 4; SwiftGen's own fixture `%@ %d %f %5$d %04$f` declares five arguments); `%0$@`
    /// is no argument.
    @Test func aPositionMayHaveLeadingZeros() throws {
        #expect(try SwiftGenPlaceholders.types(of: "%01$@") == [.any])
        #expect(try SwiftGenPlaceholders.types(of: "%@ %d %f %5$d %04$f") == [.any, .int, .float, .float, .int])
        #expect(try SwiftGenPlaceholders.types(of: "%0$@ %1$d") == [.int])
        #expect(try SwiftGenPlaceholders.types(of: "%2$@ %007$d") == [.any, .int])
        #expect(try SwiftGenPlaceholders.types(of: "%1$@ %2$d") == [.any, .int])
        #expect(try SwiftGenPlaceholders.types(of: "%10d %.10f %lf") == [])
        #expect(try SwiftGenPlaceholders.types(of: "%%d %5.2f %-s %#x") == [.float, .cString, .int])
        #expect(throws: SwiftGenPlaceholders.Conflict(position: 1, first: .any, second: .int)) { try SwiftGenPlaceholders.types(of: "%@ %1$d") }
    }
}
