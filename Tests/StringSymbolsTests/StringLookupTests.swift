import Foundation
import Testing
import TestSupport
@testable import Findings
@testable import InputText
@testable import PluginFacts
@testable import StringSymbols
@testable import Symbols
@testable import TableModel

/// The `string` output looking strings up in catalogs as written, as it does on Linux, where
/// SwiftPM copies String Catalogs into the bundle: languages and their fallbacks, plural cases by
/// CLDR's rules, substitutions, device variations, positional and named arguments, the locale a
/// task binds, and translations that do not fit their arguments.
///
/// Each test generates the `string` output of catalogs written here, builds it into a program
/// (without `SWIFT_PACKAGE`, so the strings are looked up in the main bundle, the program's
/// folder) with the catalogs beside it, and runs it.
@Suite struct StringLookupTests {
    /// Builds the `string` output of `catalogs` (file name to JSON) with `main` inside the module,
    /// and runs it with the catalogs beside the program (none when `bundled` is false).
    static func run(
        catalogs: [String: String], main: String, bundled: Bool = true, arguments: [String] = [],
        isolation: SwiftCompiler.DefaultIsolation = .nonisolated
    ) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("string-lookup-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [URL] = []
        for (name, json) in catalogs.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try Data(json.utf8).write(to: url)
            paths.append(url)
        }
        var configuration = GeneratorConfiguration()
        configuration.template = .builtIn(.string)
        configuration.moduleName = "AppResources"
        let files = try Generator(configuration: configuration).generate(catalogPaths: paths.map(\.path), layout: .filePerTable).files
        let module = SwiftCompiler.Module(
            "AppResources", sources: files.map { .text($0.contents, named: $0.name) } + [.text(main, named: "main.swift")],
            isolation: isolation)
        return try SwiftCompiler.run(module, resources: bundled ? paths : [], arguments: arguments)
    }

    /// A catalog of one key whose localizations are plural variations: per language, each
    /// category's text is `<language> %lld <category>`.
    static func pluralCatalog(_ categories: [String: [String]]) -> String {
        let localizations = categories.sorted { $0.key < $1.key }.map { language, categories in
            let cases = categories.map { #""\#($0)": {"stringUnit": {"state": "translated", "value": "\#(language) %lld \#($0)"}}"# }
            return #""\#(language)": {"variations": {"plural": {\#(cases.joined(separator: ", "))}}}"#
        }
        return #"{"sourceLanguage": "en", "version": "1.0", "strings": {"count": {"extractionState": "manual", "localizations": {\#(localizations.joined(separator: ", "))}}}}"#
    }

    /// The plural cases `en`, `fr` (0 is `one`), `ru`, `pl`, `ar` (six categories), `ja` (only
    /// `other`) and `cy` choose for sample numbers, as CLDR's data gives them; `zero` for 0 in
    /// English too, where the catalog has the case, as Foundation chooses it.
    @Test(.enabled(if: SharedFolder.shouldRun(SharedFolder.data), "data not found at \(SharedFolder.data.path)"))
    func pluralCasesByLanguage() throws {
        let cardinal = try Self.cldrCardinal()
        var categories: [String: [String]] = ["ja": ["other"]]
        for language in ["en", "fr", "ru", "pl", "ar", "cy"] {
            categories[language] = try #require(cardinal[language]?["categories"] as? [String])
        }
        categories["en"] = ["zero"] + (categories["en"] ?? [])
        let numbers = [0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 22, 25, 100, 101, 1_000_000]
        let languages = ["en", "fr", "ru", "pl", "ar", "ja", "cy"]
        let main = """
            import Foundation
            for language in \(languages) {
                for number in \(numbers) {
                    print(L10n.count(number, locale: Locale(identifier: language)))
                }
            }

            """
        let output = try Self.run(catalogs: ["Localizable.xcstrings": Self.pluralCatalog(categories)], main: main)
        var expected = ""
        for language in languages {
            let integers = cardinal[language]?["integers"] as? [String: String] ?? [:]
            for number in numbers {
                let category = number == 0 && categories[language]!.contains("zero") ? "zero" : integers[String(number)] ?? "other"
                // The number as Foundation formats `%lld` for the locale (`1 000 000` in French).
                let formatted = String(format: "%lld", locale: Locale(identifier: language), number)
                expected += "\(language) \(formatted) \(category)\n"
            }
        }
        #expect(output == expected)
        // A few of them, as CLDR's rules read.
        for line in ["fr 0 one", "fr 1\u{202F}000\u{202F}000 many", "ru 21 one", "ru 22 few", "ru 25 many", "pl 22 few", "pl 25 many",
                     "ar 0 zero", "ar 2 two", "ar 3 few", "ar 11 many", "ar 100 other", "ja 1 other", "cy 3 few", "cy 6 many", "en 0 zero"] {
            #expect(output.contains(line + "\n"), "\(line)")
        }
    }

    /// The generated rules of every locale CLDR has give the category of every sample integer of
    /// the data: a catalog with all 312 languages compiles all of them.
    @Test(.enabled(if: SharedFolder.shouldRun(SharedFolder.data), "data not found at \(SharedFolder.data.path)"))
    func generatedPluralRulesOfEveryLocaleMatchTheData() throws {
        let cardinal = try Self.cldrCardinal()
        var categories: [String: [String]] = [:]
        for (locale, entry) in cardinal {
            categories[locale] = entry["categories"] as? [String] ?? ["other"]
        }
        let main = """
            import Foundation

            let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
            let root = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let cardinal = root?["cardinal"] as? [String: [String: Any]] ?? [:]
            var samples = 0
            var mismatches: [String] = []
            for (locale, entry) in cardinal.sorted(by: { $0.key < $1.key }) {
                for (number, expected) in (entry["integers"] as? [String: String] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    samples += 1
                    let category = AppResourcesStringsBundle.pluralCategory(locale, .init(integer: UInt64(number)!))
                    if category != expected { mismatches.append("\\(locale) \\(number): \\(category), CLDR \\(expected)") }
                }
            }
            print("\\(cardinal.count) locales, \\(samples) samples, \\(mismatches.count) mismatches")
            mismatches.prefix(20).forEach { print($0) }

            """
        let output = try Self.run(
            catalogs: ["Localizable.xcstrings": Self.pluralCatalog(categories)], main: main, bundled: false,
            arguments: [SharedFolder.data.appendingPathComponent("cldr-plurals.json").path])
        let samples = cardinal.values.reduce(0) { $0 + (($1["integers"] as? [String: String])?.count ?? 0) }
        #expect(output == "\(cardinal.count) locales, \(samples) samples, 0 mismatches\n")
        #expect(cardinal.count == 312)
    }

    static func cldrCardinal() throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: SharedFolder.data.appendingPathComponent("cldr-plurals.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["cardinal"] as? [String: [String: Any]])
    }

    static let fallbackCatalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
        "room_available": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Room available"}},
          "de": {"stringUnit": {"state": "translated", "value": "Zimmer frei"}},
          "pt": {"stringUnit": {"state": "translated", "value": "Quarto disponível"}},
          "zh-Hant": {"stringUnit": {"state": "translated", "value": "有空房"}}}},
        "welcome": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Welcome, %@!"}},
          "de": {"stringUnit": {"state": "translated", "value": "Willkommen, %@!"}},
          "fr": {"stringUnit": {"state": "translated", "value": "Bienvenue, %lld !"}},
          "pt-BR": {"stringUnit": {"state": "translated", "value": "Olá, %2$@!"}},
          "pt": {"stringUnit": {"state": "translated", "value": "Bem-vindo, %@!"}}}},
        "owner_and_count": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%2$(count)lld items belong to %1$(owner)@"}},
          "de": {"stringUnit": {"state": "translated", "value": "%1$@ gehören %2$lld Artikel, 100 %%"}}}},
        "tap_to_continue": {"localizations": {
          "en": {"variations": {"device": {"mac": {"stringUnit": {"state": "translated", "value": "Click to continue"}}, "other": {"stringUnit": {"state": "translated", "value": "Tap to continue"}}}}},
          "de": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "Tippen"}}}}}}},
        "files_in_folders": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@files@ in %#@folders@"}, "substitutions": {
            "files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg file"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}},
            "folders": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg folder"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg folders"}}}}}}},
          "ru": {"stringUnit": {"state": "translated", "value": "%2$#@folders@: %1$#@files@"}, "substitutions": {
            "files": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg файл"}}, "few": {"stringUnit": {"state": "translated", "value": "%arg файла"}}, "many": {"stringUnit": {"state": "translated", "value": "%arg файлов"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg файла"}}}}},
            "folders": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "одна папка"}}, "few": {"stringUnit": {"state": "translated", "value": "%arg папки"}}, "many": {"stringUnit": {"state": "translated", "value": "%arg папок"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg папки"}}}}}}}}},
        "distance": {"localizations": {
          "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%.1f kilometer"}}, "other": {"stringUnit": {"state": "translated", "value": "%.1f kilometers"}}}}},
          "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%.1f Kilometer"}}, "other": {"stringUnit": {"state": "translated", "value": "%.1f Kilometer"}}}}}}}
        }}

        """#

    /// Languages and their parents, the source language last; translations that do not fit
    /// the arguments passed over; variations and arguments of every kind.
    @Test(arguments: SwiftCompiler.DefaultIsolation.allCases)
    func languagesVariationsAndArguments(isolation: SwiftCompiler.DefaultIsolation) throws {
        let main = """
            import Foundation

            nonisolated func report(_ identifier: String) {
                let locale = Locale(identifier: identifier)
                print(identifier, "|", L10n.welcome("Ana", locale: locale), "|", L10n.ownerAndCount(owner: "Ana", count: 3, locale: locale))
                print(identifier, "|", L10n.filesInFolders(files: 1, folders: 1, locale: locale), "|", L10n.filesInFolders(files: 21, folders: 5, locale: locale))
                print(identifier, "|", L10n.distance(1.0, locale: locale), "|", L10n.distance(2.5, locale: locale))
                L10n.$locale.withValue(locale) {
                    print(identifier, "|", L10n.roomAvailable, "|", L10n.tapToContinue, "|", L10n.welcome("Ben"))
                }
            }

            for identifier in ["en", "de", "de_CH", "fr", "pt_BR", "pt-PT", "zh-Hant-TW", "ru", "sv"] {
                report(identifier)
            }
            L10n.$locale.withValue(Locale(identifier: "de")) {
                print("bound de, given pt |", L10n.welcome("Ana", locale: Locale(identifier: "pt")))
            }

            """
        let output = try Self.run(catalogs: ["Localizable.xcstrings": Self.fallbackCatalog], main: main, isolation: isolation)
        #expect(output == """
            en | Welcome, Ana! | 3 items belong to Ana
            en | 1 file in 1 folder | 21 files in 5 folders
            en | 1.0 kilometer | 2.5 kilometers
            en | Room available | Tap to continue | Welcome, Ben!
            de | Willkommen, Ana! | Ana gehören 3 Artikel, 100 %
            de | 1 file in 1 folder | 21 files in 5 folders
            de | 1,0 Kilometer | 2,5 Kilometer
            de | Zimmer frei | Tap to continue | Willkommen, Ben!
            de_CH | Willkommen, Ana! | Ana gehören 3 Artikel, 100 %
            de_CH | 1 file in 1 folder | 21 files in 5 folders
            de_CH | 1.0 Kilometer | 2.5 Kilometer
            de_CH | Zimmer frei | Tap to continue | Willkommen, Ben!
            fr | Welcome, Ana! | 3 items belong to Ana
            fr | 1 file in 1 folder | 21 files in 5 folders
            fr | 1,0 kilometer | 2,5 kilometers
            fr | Room available | Tap to continue | Welcome, Ben!
            pt_BR | Bem-vindo, Ana! | 3 items belong to Ana
            pt_BR | 1 file in 1 folder | 21 files in 5 folders
            pt_BR | 1,0 kilometer | 2,5 kilometers
            pt_BR | Quarto disponível | Tap to continue | Bem-vindo, Ben!
            pt-PT | Bem-vindo, Ana! | 3 items belong to Ana
            pt-PT | 1 file in 1 folder | 21 files in 5 folders
            pt-PT | 1,0 kilometer | 2,5 kilometers
            pt-PT | Quarto disponível | Tap to continue | Bem-vindo, Ben!
            zh-Hant-TW | Welcome, Ana! | 3 items belong to Ana
            zh-Hant-TW | 1 file in 1 folder | 21 files in 5 folders
            zh-Hant-TW | 1.0 kilometer | 2.5 kilometers
            zh-Hant-TW | 有空房 | Tap to continue | Welcome, Ben!
            ru | Welcome, Ana! | 3 items belong to Ana
            ru | одна папка: 1 файл | 5 папок: 21 файл
            ru | 1,0 kilometer | 2,5 kilometers
            ru | Room available | Tap to continue | Welcome, Ben!
            sv | Welcome, Ana! | 3 items belong to Ana
            sv | 1 file in 1 folder | 21 files in 5 folders
            sv | 1,0 kilometer | 2,5 kilometers
            sv | Room available | Tap to continue | Welcome, Ben!
            bound de, given pt | Bem-vindo, Ana!

            """)
    }

    /// A translation that does not fit its accessor's arguments is reported when the `string`
    /// output is generated, at the level of the configuration's `check`: one diagnostic per
    /// catalog, at the first of them.
    @Test func unfittingTranslationsAreReportedWhenGenerating() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("string-lookup-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        try Data(Self.fallbackCatalog.utf8).write(to: URL(fileURLWithPath: path))
        func generate(_ template: BuiltInTemplate, check: CheckLevel) throws(DiagnosticError) -> [String] {
            var configuration = GeneratorConfiguration()
            configuration.template = .builtIn(template)
            configuration.check = check
            return try Generator(configuration: configuration).generate(catalogPaths: [path], layout: .singleFile).warnings.map(\.description)
        }
        let warning = "\(path):10:57: warning: 2 translations do not fit their accessors' arguments, the first: '%lld' in the fr translation of 'welcome' takes a 64-bit integer for argument 1, but the source's '%@' gives an object (a String) [argument-type]. They would crash String(format:) or print garbage where Foundation formats them; where the string output reads the catalog itself, it shows another language's text instead ('string-symbols check' lists each)"
        #expect(try generate(.string, check: .warning) == [warning])
        #expect(try generate(.string, check: .off) == [])
        #expect(try generate(.xcode, check: .warning).allSatisfy { !$0.contains("do not fit") })
        #expect(throws: DiagnosticError.self) { try generate(.string, check: .error) }
        do {
            _ = try generate(.string, check: .error)
        } catch {
            #expect(error.diagnostics.map(\.description) == [warning.replacingOccurrences(of: ": warning: ", with: ": error: ")])
        }
    }

    /// Without the catalog in the bundle (and no compiled table), the source language's text.
    @Test func withoutTheCatalogTheSourceText() throws {
        let main = """
            import Foundation
            print(L10n.welcome("Ana", locale: Locale(identifier: "de")), "|", L10n.$locale.withValue(Locale(identifier: "de")) { L10n.roomAvailable })

            """
        let output = try Self.run(catalogs: ["Localizable.xcstrings": Self.fallbackCatalog], main: main, bundled: false)
        #expect(output == "Welcome, Ana! | Room available\n")
    }

    /// A substitution's `formatSpecifier` written with its `%` (`"%lld"`, as some tools write it)
    /// means the same as Xcode's `"lld"`: in the lookup, in the source text compiled in, and in
    /// the doc comment.
    @Test func aFormatSpecifierWithItsPercentSign() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "files": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "%#@files@ here"}, "substitutions": {"files": {"argNum": 1, "formatSpecifier": "%lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}},
                "de": {"stringUnit": {"state": "translated", "value": "%#@files@ hier"}, "substitutions": {"files": {"argNum": 1, "formatSpecifier": "%lld", "variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%arg Datei"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%arg Dateien"}}}}}}}}}
            }}
            """#
        let main = """
            import Foundation
            for language in ["en", "de"] {
                L10n.$locale.withValue(Locale(identifier: language)) { print(L10n.files(files: 1), "|", L10n.files(files: 3)) }
            }

            """
        #expect(try Self.run(catalogs: ["Localizable.xcstrings": catalog], main: main) == "1 file here | 3 files here\n1 Datei hier | 3 Dateien hier\n")
        // Without the catalog, the source text compiled in: the `other` case, formatted.
        #expect(try Self.run(catalogs: ["Localizable.xcstrings": catalog], main: main, bundled: false) == "1 files here | 3 files here\n1 files here | 3 files here\n")
    }

    /// Text without arguments is shown as written, as Foundation shows it: `%%` stays, and a
    /// lone `%` (French writes `50 %`) does not make a translation unusable.
    @Test func textWithoutArgumentsIsShownAsWritten() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "discount": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Save 50%"}},
                "fr": {"stringUnit": {"state": "translated", "value": "Économisez 50 %"}}}},
              "progress": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "100%% done"}},
                "fr": {"stringUnit": {"state": "translated", "value": "100%% fait"}}}}
            }}
            """#
        let main = """
            import Foundation
            for language in ["en", "fr"] {
                L10n.$locale.withValue(Locale(identifier: language)) { print(L10n.discount, "|", L10n.progress) }
            }

            """
        #expect(try Self.run(catalogs: ["Localizable.xcstrings": catalog], main: main) == "Save 50% | 100%% done\nÉconomisez 50 % | 100%% fait\n")
        #expect(try Self.run(catalogs: ["Localizable.xcstrings": catalog], main: main, bundled: false) == "Save 50% | 100%% done\nSave 50% | 100%% done\n")
    }

    /// A translation with a placeholder, for an accessor without arguments, does not fit: it is
    /// passed over for the next language, as for an accessor with arguments (it showed its
    /// `%@` as written). A translation whose source drops the argument is the same case.
    @Test func aTranslationWithAPlaceholderDoesNotFitAnAccessorWithoutArguments() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "welcome": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Welcome"}},
                "de": {"stringUnit": {"state": "translated", "value": "Willkommen %@"}},
                "fr": {"stringUnit": {"state": "translated", "value": "Bienvenue"}}}},
              "favorite": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "starred"}},
                "de": {"stringUnit": {"state": "translated", "value": "%lld markiert"}}}}
            }}
            """#
        let main = """
            import Foundation
            for language in ["en", "de", "fr"] {
                L10n.$locale.withValue(Locale(identifier: language)) { print(L10n.welcome, "|", L10n.favorite) }
            }

            """
        #expect(try Self.run(catalogs: ["Localizable.xcstrings": catalog], main: main) == "Welcome | starred\nWelcome | starred\nBienvenue | starred\n")
    }
}

/// Every key of real catalogs, in every language they have, looked up as on Linux: each key
/// without arguments whose translation is a plain text (no variation) must come out as the
/// catalog writes it, and every accessor must give some text in every language.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct CorpusLookupTests {
    static let files = [
        "Finb__Bark__Bark__Localizable.xcstrings",
        "XcodesOrg__XcodesApp__Xcodes__Resources__Localizable.xcstrings",
        "apple__sample-backyard-birds__Multiplatform__Localizable.xcstrings",
        "coteditor__CotEditor__CotEditor__Localizables__Document Window__Document.xcstrings",
    ]

    @Test(arguments: files)
    func everyKeyInEveryLanguage(file: String) throws {
        let path = SharedFolder.corpus.appendingPathComponent(file).path
        let catalog = try StringTable.read(contentsOfFile: path).catalog
        let tables = try SymbolTranslator(template: .builtIn(.string))
            .translate([LoadedTable(path: path, catalog: catalog)], moduleName: "AppResources").tables
        let calls = CallingProgram.calls(tables)
        // Each line: the language, the accessor, and the text as a Swift literal, so that texts
        // with line breaks stay on one line.
        let main = """
            import Foundation

            nonisolated func printEverySymbol(_ language: String) {
            \(calls.map { "    print(\(SwiftSource.stringLiteral("$")) + language + \"\\t\" + \($0.label) + L10n.\($0.member).debugDescription)" }.joined(separator: "\n"))
            }

            for language in \(catalog.languages) {
                L10n.$locale.withValue(Locale(identifier: language)) { printEverySymbol(language) }
            }

            """
        let output = try StringLookupTests.run(catalogs: [(path as NSString).lastPathComponent: try String(contentsOfFile: path, encoding: .utf8)], main: main)
        var printed: [String: String] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("$") {
            let fields = line.dropFirst().split(separator: "\t", maxSplits: 1)
            guard fields.count == 2, let separator = fields[1].range(of: " = ") else { continue }
            printed[fields[0] + "\t" + fields[1][..<separator.lowerBound]] = String(fields[1][separator.upperBound...])
        }
        #expect(printed.count == calls.count * catalog.languages.count, "every accessor in every language printed")
        // Substitutions are expanded in every language.
        #expect(printed.filter { $0.value.contains("%#@") || $0.value.contains("%arg") }.isEmpty)

        var compared = 0
        for table in tables {
            for symbol in table.symbols where symbol.parameters.isEmpty {
                guard let entry = catalog.entry(forKey: symbol.key) else { continue }
                for language in catalog.languages {
                    guard case .stringUnit(let unit)? = entry.localization(for: language)?.value else { continue }
                    let label = "\(table.tableName).\(symbol.signatureDescription)"
                    #expect(printed["\(language)\t\(label)"] == unit.value.debugDescription, "\(file): \(symbol.key) in \(language)")
                    compared += 1
                }
            }
        }
        #expect(compared > 0)
        print("lookup \(file): \(calls.count) accessors in \(catalog.languages.count) languages, \(compared) plain translations as the catalog writes them")
    }
}
