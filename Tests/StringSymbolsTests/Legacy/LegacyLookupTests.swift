import Foundation
import Testing
import TestSupport
@testable import StringSymbols

/// The `string` output of legacy tables, looked up as on Linux: from the `.lproj` folders beside
/// the program, in every language, with plural forms by CLDR's rules, the stringsdict's entry
/// winning over the strings file's, `Base.lproj` as the source, `zh_CN.lproj` as `zh-CN`, and the
/// source text for a language the tables lack. (Foundation on Linux crashes looking up a key of a
/// `.stringsdict`: the program would not finish if the generated code asked it to.)
@Suite struct LegacyLookupTests {
    static let stringsdict = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>items</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@items@</string>
                <key>items</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string>
                    FORMS
                </dict>
            </dict>
            <key>distance</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@km@</string>
                <key>km</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>f</string>
                    DISTANCE
                </dict>
            </dict>
            <key>shared</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key><string>%1$@ shared %2$#@photos@</string>
                <key>photos</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key><string>d</string>
                    SHARED
                </dict>
            </dict>
        </dict>
        </plist>
        """

    static func forms(_ pairs: KeyValuePairs<String, String>) -> String {
        pairs.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
    }

    static let files: [String: String] = [
        "en.lproj/Localizable.strings": "/* The cart's title */\n\"title\" = \"Cart\";\n\"greeting %@\" = \"Hello, %@!\";\n\"items\" = \"not this one\";\n",
        "Plurals/en.lproj/Localizable.stringsdict": stringsdict
            .replacingOccurrences(of: "FORMS", with: forms(["one": "%d item", "other": "%d items"]))
            .replacingOccurrences(of: "DISTANCE", with: forms(["one": "%.1f km", "other": "%.1f kms"]))
            .replacingOccurrences(of: "SHARED", with: forms(["one": "%2$d photo", "other": "%2$d photos"])),
        "de.lproj/Localizable.strings": "\"title\" = \"Warenkorb\";\n\"greeting %@\" = \"Hallo, %@!\";\n",
        "Plurals/de.lproj/Localizable.stringsdict": stringsdict
            .replacingOccurrences(of: "FORMS", with: forms(["one": "%d Artikel", "other": "%d Artikel"]))
            .replacingOccurrences(of: "DISTANCE", with: forms(["one": "%.1f Kilometer", "other": "%.1f Kilometer"]))
            .replacingOccurrences(of: "SHARED", with: forms(["one": "%2$d Foto", "other": "%2$d Fotos"])),
        "ru.lproj/Localizable.strings": "\"title\" = \"Корзина\";\n",
        "Plurals/ru.lproj/Localizable.stringsdict": stringsdict
            .replacingOccurrences(of: "FORMS", with: forms(["one": "%d товар", "few": "%d товара", "many": "%d товаров", "other": "%d товара"]))
            .replacingOccurrences(of: "DISTANCE", with: forms(["one": "%.1f километр", "few": "%.1f километра", "many": "%.1f километров", "other": "%.1f километра"]))
            .replacingOccurrences(of: "SHARED", with: forms(["one": "%2$d фото", "few": "%2$d фото", "many": "%2$d фото", "other": "%2$d фото"])),
        "zh_CN.lproj/Localizable.strings": "\"title\" = \"购物车\";\n",
        "Base.lproj/Menu.strings": "\"quit\" = \"Quit\";\n",
        "de.lproj/menu.strings": "\"quit\" = \"Beenden\";\n",
    ]

    @Test(arguments: SwiftCompiler.DefaultIsolation.allCases)
    func everyLanguageOfTheTables(isolation: SwiftCompiler.DefaultIsolation) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-lookup-\(UUID().uuidString)/Resources")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (path, text) in Self.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let configuration = GeneratorConfiguration(template: .builtIn(.string), moduleName: "AppResources")
        let result = try Generator(configuration: configuration).generate(catalogPaths: [folder.path], layout: .filePerTable)
        #expect(result.warnings.map(\.message) == [
            "the table 'Menu' is also spelled 'menu' (de.lproj/menu.strings); Apple's file systems ignore case, so the app's bundle reads them as one table, and so does this: name every file 'Menu' to keep it one table where case matters",
        ])
        let main = """
            import Foundation
            for language in ["en", "de", "ru", "zh-CN", "fr"] {
                L10n.$locale.withValue(Locale(identifier: language)) {
                    print(language, L10n.title, "|", L10n.greeting("Ana"), "|", L10n.items(1), "/", L10n.items(3), "/", L10n.items(5), "|",
                          L10n.distance(km: 2.5), "|", L10n.shared("Ana", photos: 2), "|", L10n.Menu.quit)
                }
            }

            """
        let module = SwiftCompiler.Module(
            "AppResources", sources: result.files.map { .text($0.contents, named: $0.name) } + [.text(main, named: "main.swift")],
            isolation: isolation)
        // As SwiftPM lays out a bundle: the .lproj folders side by side, Plurals/ merged in.
        let bundle = folder.deletingLastPathComponent().appendingPathComponent("bundle")
        for language in ["en", "de", "ru", "zh_CN", "Base"] {
            let target = bundle.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            for source in [folder.appendingPathComponent("\(language).lproj"), folder.appendingPathComponent("Plurals/\(language).lproj")] {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? [] {
                    try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target.appendingPathComponent(name))
                }
            }
        }
        let resources = try FileManager.default.contentsOfDirectory(atPath: bundle.path).map { bundle.appendingPathComponent($0) }
        let output = try SwiftCompiler.run(module, resources: resources)
        #expect(output.split(separator: "\n").map(String.init) == [
            "en Cart | Hello, Ana! | 1 item / 3 items / 5 items | 2.5 kms | Ana shared 2 photos | Quit",
            "de Warenkorb | Hallo, Ana! | 1 Artikel / 3 Artikel / 5 Artikel | 2,5 Kilometer | Ana shared 2 Fotos | Beenden",
            "ru Корзина | Hello, Ana! | 1 товар / 3 товара / 5 товаров | 2,5 километра | Ana shared 2 фото | Quit",
            "zh-CN 购物车 | Hello, Ana! | 1 item / 3 items / 5 items | 2.5 kms | Ana shared 2 photos | Quit",
            "fr Cart | Hello, Ana! | 1 item / 3 items / 5 items | 2,5 kms | Ana shared 2 photos | Quit",
        ])
    }
}

/// `Examples/LegacyTables` with the `xcode` template: its output compiles against the stand-in
/// of Apple's API under both default isolations, used from another module's point of view as the
/// example's program uses the `string` output.
@Suite struct LegacyExampleTests {
    static let resources = SharedFolder.packageRoot.appendingPathComponent("Examples/LegacyTables/Sources/ShopStrings/Resources")

    @Test(arguments: SwiftCompiler.DefaultIsolation.allCases)
    func xcodeOutputCompiles(isolation: SwiftCompiler.DefaultIsolation) throws {
        let configuration = GeneratorConfiguration(moduleName: "ShopStrings", darwinOnly: false)
        let result = try Generator(configuration: configuration).generate(catalogPaths: [Self.resources.path], layout: .filePerTable)
        #expect(result.files.map(\.name) == ["StringSymbols.swift", "Checkout+StringSymbols.swift", "Localizable+StringSymbols.swift"])
        let uses = SwiftCompiler.Source.text("""
            func uses() -> [LocalizedStringResource] {
                [.cartTitle, .cartGreeting("Ana"), .cartItems(3), .deliveryDistance(distance: 2.5), .Checkout.orderSummary("Ana", "Tee"),
                 .ShopStrings.cartEmpty]
            }
            """, named: "Uses.swift")
        try SwiftCompiler.check(.resources("ShopStrings", files: result.files, extra: [uses], isolation: isolation))
    }
}
