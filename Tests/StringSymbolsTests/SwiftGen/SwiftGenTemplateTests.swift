import Foundation
import Testing
import TestSupport
@testable import PluginFacts
@testable import StringSymbols
@testable import Symbols

/// The `swiftgen` and `swiftgen-flat` templates over `Tests/SwiftGen/Tables` (flat and dotted
/// keys, deep nesting, keywords, `%%`, every placeholder type, positional arguments, stringsdict
/// plurals and a variable inside another's forms, two tables): each configuration's output as
/// recorded in `Tests/SwiftGen/Expected`, compiled and run on Linux under both isolations.
///
/// Re-record with `STRING_SYMBOLS_RECORD=1 swift test --filter SwiftGenTemplateTests`, then
/// review the diff of `Tests/SwiftGen/Expected` by eye.
@Suite struct SwiftGenTemplateTests {
    static let folder = SharedFolder.packageRoot.appendingPathComponent("Tests/SwiftGen")
    static let tables = folder.appendingPathComponent("Tables")

    /// Each case: its name and its parameters.
    static let cases: [(String, BuiltInTemplate, [String: TemplateParameter])] = [
        ("structured", .swiftgen, [:]),
        ("flat", .swiftgenFlat, [:]),
        ("parameters", .swiftgen, ["enumName": .text("Strings"), "publicAccess": .bool(false), "noComments": .bool(true)]),
        ("lookup-function", .swiftgen, ["lookupFunction": .text("Lookup.string"), "forceFileNameEnum": .bool(true)]),
        ("bundle", .swiftgenFlat, ["bundle": .text("Bundle.main")]),
    ]

    static func generate(_ template: BuiltInTemplate, _ parameters: [String: TemplateParameter], tables: [String] = [tables.path]) throws -> GenerationResult {
        var configuration = GeneratorConfiguration(template: .builtIn(template), moduleName: "Shop")
        configuration.templateParameters = parameters
        return try Generator(configuration: configuration).generate(catalogPaths: tables, layout: .singleFile)
    }

    @Test(arguments: cases.map(\.0))
    func outputIsAsRecorded(name: String) throws {
        let (_, template, parameters) = try #require(Self.cases.first { $0.0 == name })
        let result = try Self.generate(template, parameters)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let expected = Self.folder.appendingPathComponent("Expected/\(name).swift")
        if GoldenCase.isRecording {
            try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            try result.files[0].contents.write(to: expected, atomically: true, encoding: .utf8)
        }
        #expect(result.files[0].contents == (try String(contentsOf: expected, encoding: .utf8)))
    }

    /// Every configuration's output compiles warning-free under both isolations, with the lookup
    /// function the `lookup-function` case names.
    @Test(arguments: cases.map(\.0))
    func outputCompiles(name: String) throws {
        let (_, template, parameters) = try #require(Self.cases.first { $0.0 == name })
        let result = try Self.generate(template, parameters)
        let lookup = "enum Lookup {\n    nonisolated static func string(_ key: String, _ table: String, _ value: String) -> String { value }\n}\n"
        for isolation in SwiftCompiler.DefaultIsolation.allCases {
            try SwiftCompiler.check(SwiftCompiler.Module(
                "Shop", sources: [.text(result.files[0].contents, named: "Strings.swift"), .text("import Foundation\n\n" + lookup, named: "Lookup.swift")],
                isolation: isolation))
        }
    }

    /// Calls as SwiftGen's users write them, printed in English and German.
    static let calls = """
        print(L10n.Localizable.greeting)
        print(L10n.Localizable.Alert.Message.body("notes.txt"))
        print(L10n.Localizable.Apples.count(1))
        print(L10n.Localizable.Apples.count(3))
        print(L10n.Localizable.positional(42, "Ada"))
        print(L10n.Localizable.discount)
        print(L10n.Localizable.Download.progress(2, 5, 40.5))
        print(L10n.Localizable.Settings.UserProfileSection.headerTitle)
        print(L10n.Localizable.`Self`.type)
        print(L10n.Localizable.Ios._2fa.title)
        print(L10n.Settings.title)
        print(L10n.Settings.Notifications.enabled("Ada"))
        """

    /// The accessors look up in the language of `Locale.current`, which Linux's Foundation does
    /// not take from the environment; the German lines go through the same lookup (the bundle
    /// type's, which `tr` calls) with the locale given.
    static let germanLookups = """
        let german = Locale(identifier: "de_DE")
        print(ShopStringsBundle.string("greeting", table: ShopStringsBundle.table(named: "Localizable"), format: "?", locale: german, arguments: []))
        print(ShopStringsBundle.string("apples.count", table: ShopStringsBundle.table(named: "Localizable"), format: "?", locale: german, arguments: [3]))
        print(ShopStringsBundle.string("positional", table: ShopStringsBundle.table(named: "Localizable"), format: "?", locale: german, arguments: [42, "Ada"]))
        print(ShopStringsBundle.string("download.progress", table: ShopStringsBundle.table(named: "Localizable"), format: "?", locale: german, arguments: [2, 5, Float(40.5)]))
        print(ShopStringsBundle.string("notifications.enabled", table: ShopStringsBundle.table(named: "Settings"), format: "?", locale: german, arguments: ["Ada"]))
        """

    @Test(arguments: SwiftCompiler.DefaultIsolation.allCases)
    func structuredOutputRunsInEveryLanguage(isolation: SwiftCompiler.DefaultIsolation) throws {
        let result = try Self.generate(.swiftgen, [:])
        let main = "import Foundation\n\n" + Self.calls + "\n" + Self.germanLookups + "\n"
        let module = SwiftCompiler.Module(
            "Shop", sources: [.text(result.files[0].contents, named: "Strings.swift"), .text(main, named: "main.swift")], isolation: isolation)
        let output = try SwiftCompiler.run(module, resources: ["en.lproj", "de.lproj"].map { Self.tables.appendingPathComponent($0) })
        #expect(output == """
            Hello!
            Delete notes.txt?
            1 apple
            3 apples
            Ada is 42 years old
            Save 20% today
            2 of 5 files (40.5%)
            Your profile
            Kind
            Two-factor sign-in
            Settings
            Notifications are on for Ada
            Hallo!
            3 Äpfel
            Ada ist 42 Jahre alt
            2 von 5 Dateien (40,5 %)
            Mitteilungen sind an für Ada

            """)
    }

    /// The flat form's members, called as SwiftGen's flat-swift5 users call them.
    @Test func flatOutputRuns() throws {
        let result = try Self.generate(.swiftgenFlat, [:])
        let main = """
            print(L10n.Localizable.greeting)
            print(L10n.Localizable.alertMessageBody("notes.txt"))
            print(L10n.Localizable.applesCount(3))
            print(L10n.Localizable.settingsUserProfileSectionHEADERSUBTITLE)
            print(L10n.Localizable.ios2faTitle)
            print(L10n.Settings.notificationsEnabled("Ada"))

            """
        let module = SwiftCompiler.Module("Shop", sources: [.text(result.files[0].contents, named: "Strings.swift"), .text(main, named: "main.swift")])
        let output = try SwiftCompiler.run(module, resources: ["en.lproj", "de.lproj"].map { Self.tables.appendingPathComponent($0) })
        #expect(output == "Hello!\nDelete notes.txt?\n3 apples\nAll about you\nTwo-factor sign-in\nNotifications are on for Ada\n")
    }
}
