import Foundation
import Testing
@testable import string_symbols
import StringSymbols
import TestSupport

/// `migrate`'s rewrites with both built-in templates, byte for byte, with what it leaves alone
/// and why, and that a second run changes nothing.
@Suite struct MigrateRewriteTests {
    static let entries: [(key: String, value: String)] = [
        ("settings.title", "Settings"), ("items %lld", "%lld items"), ("Welcome, %@!", "Welcome, %@!"), ("save", "Save"),
        ("wifi", "Wi-Fi"), ("inbox", "Inbox"), ("%1$@ sent %2$lld files", "%1$@ sent %2$lld files"), ("files", "Files"),
        ("Hi %@", "Hi %@"), ("Hi %lld", "Hi %lld"), ("Signed in as %@", "Signed in as %@"),
    ]

    /// A view in the hand-made style, with every lookup form and the cases to leave alone.
    static let source = """
        import SwiftUI

        struct SettingsView: View {
            @State private var isOn = false
            let name: String
            let count: Int

            var body: some View {
                VStack {
                    Text("settings.title", bundle: .module)
                    Text("Welcome, \\(name)!", bundle: .module)
                    Button("save", bundle: .module) { save() }
                    Toggle("wifi", isOn: $isOn, bundle: .module)
                    Text(LocalizedStrings.files)
                    Text("Hi \\(name)", bundle: .module)
                    Text("Signed in as \\(String(localized: "settings.title", bundle: .module))", bundle: .module)
                }
                .navigationTitle(String(localized: "inbox", bundle: .module))
            }

            func save() {
                let resource = LocalizedStringResource("settings.title", bundle: .atURL(Bundle.module.bundleURL))
                let sent = "%1$@ sent %2$lld files".localized(name, count)
                let items = "items %lld".localized(count)
                let wrong = "items %lld".localized()
                let labelled = "items %lld".localized(count: count)
                let commented = NSLocalizedString("save", bundle: .module, comment: "") /* ok */
                let inside = NSLocalizedString("save" /* the verb */, bundle: .module, comment: "")
                let bundled = Bundle.module.localizedString(forKey: "files", value: nil, table: nil)
            }

            private enum LocalizedStrings {
                static let files = "files".localized()
                static let title = String.localized("settings.title")
            }
        }

        """

    func fixture() throws -> (UsageFixture, ToolConfiguration) {
        let fixture = try UsageFixture()
        try fixture.writeCatalog(Self.entries)
        try fixture.write("SettingsView.swift", Self.source)
        var configuration = ToolConfiguration()
        configuration.lookupMethods = ["localized"]
        configuration.lookupFunctions = ["String.localized"]
        return (fixture, configuration)
    }

    /// What both templates leave as it is, and why.
    static let leftAlone = [
        "SettingsView.swift:15:18: note: 'Hi \\(name)' fits 2 keys of 'Localizable' ('Hi %@', 'Hi %lld'), so it is left as it is",
        "SettingsView.swift:25:21: note: 'items %lld' is left as it is: it passes 0 arguments, and the symbol items(_:) takes 1",
        "SettingsView.swift:26:24: note: 'items %lld' is left as it is: its argument 'count:' is not one of the key's",
        "SettingsView.swift:28:40: note: 'save' is left as it is: it holds a comment",
    ]

    @Test func xcodeTemplate() throws {
        let (fixture, configuration) = try fixture()
        let report = try fixture.usage(configuration)
        #expect(fixture.lines(report).findings == [
            #"SettingsView.swift:10:18: note: Text("settings.title", bundle: .module) can be Text(.settingsTitle) [replaceable-lookup]"#,
            #"SettingsView.swift:11:18: note: Text("Welcome, \(name)!", bundle: .module) can be Text(.welcome(name)) [replaceable-lookup]"#,
            #"SettingsView.swift:12:20: note: Button("save", bundle: .module) can be Button(.save) [replaceable-lookup]"#,
            #"SettingsView.swift:13:20: note: Toggle("wifi", isOn: $isOn, bundle: .module) can be Toggle(.wifi, isOn: $isOn) [replaceable-lookup]"#,
            #"SettingsView.swift:16:18: note: Text("Signed in as \(String(localized: "settings.title", bundle: .module))", bu… can be Text(.signedInAs(String(localized: .settingsTitle))) [replaceable-lookup]"#,
            #"SettingsView.swift:16:52: note: String(localized: "settings.title", bundle: .module) can be String(localized: .settingsTitle) [replaceable-lookup]"#,
            #"SettingsView.swift:18:44: note: String(localized: "inbox", bundle: .module) can be String(localized: .inbox) [replaceable-lookup]"#,
            #"SettingsView.swift:23:20: note: "%1$@ sent %2$lld files".localized(name, count) can be String(localized: .sentFiles(name, count)) [replaceable-lookup]"#,
            #"SettingsView.swift:24:21: note: "items %lld".localized(count) can be String(localized: .items(count)) [replaceable-lookup]"#,
            #"SettingsView.swift:27:43: note: NSLocalizedString("save", bundle: .module, comment: "") can be String(localized: .save) [replaceable-lookup]"#,
            #"SettingsView.swift:29:61: note: Bundle.module.localizedString(forKey: "files", value: nil, table: nil) can be String(localized: .files) [replaceable-lookup]"#,
            #"SettingsView.swift:33:28: note: "files".localized() can be String(localized: .files) [replaceable-lookup]"#,
            #"SettingsView.swift:34:45: note: String.localized("settings.title") can be String(localized: .settingsTitle) [replaceable-lookup]"#,
        ])
        #expect(fixture.lines(report).notes == Self.leftAlone)
        try fixture.migrate(report)
        #expect(try fixture.read("SettingsView.swift") == """
            import SwiftUI

            struct SettingsView: View {
                @State private var isOn = false
                let name: String
                let count: Int

                var body: some View {
                    VStack {
                        Text(.settingsTitle)
                        Text(.welcome(name))
                        Button(.save) { save() }
                        Toggle(.wifi, isOn: $isOn)
                        Text(LocalizedStrings.files)
                        Text("Hi \\(name)", bundle: .module)
                        Text(.signedInAs(String(localized: .settingsTitle)))
                    }
                    .navigationTitle(String(localized: .inbox))
                }

                func save() {
                    let resource = LocalizedStringResource("settings.title", bundle: .atURL(Bundle.module.bundleURL))
                    let sent = String(localized: .sentFiles(name, count))
                    let items = String(localized: .items(count))
                    let wrong = "items %lld".localized()
                    let labelled = "items %lld".localized(count: count)
                    let commented = String(localized: .save) /* ok */
                    let inside = NSLocalizedString("save" /* the verb */, bundle: .module, comment: "")
                    let bundled = String(localized: .files)
                }

                private enum LocalizedStrings {
                    static let files = String(localized: .files)
                    static let title = String(localized: .settingsTitle)
                }
            }

            """)
        // The second run finds nothing more to rewrite, and leaves the same lookups alone.
        let again = try fixture.usage(configuration)
        #expect(again.rewrites.isEmpty)
        #expect(fixture.lines(again).notes == Self.leftAlone)
    }

    @Test func stringTemplate() throws {
        var (fixture, configuration) = try fixture()
        configuration.generator.template = .builtIn(.string)
        let report = try fixture.usage(configuration)
        #expect(fixture.lines(report).notes == Self.leftAlone)
        try fixture.migrate(report)
        #expect(try fixture.read("SettingsView.swift") == """
            import SwiftUI

            struct SettingsView: View {
                @State private var isOn = false
                let name: String
                let count: Int

                var body: some View {
                    VStack {
                        Text(L10n.settingsTitle)
                        Text(L10n.welcome(name))
                        Button(L10n.save) { save() }
                        Toggle(L10n.wifi, isOn: $isOn)
                        Text(LocalizedStrings.files)
                        Text("Hi \\(name)", bundle: .module)
                        Text(L10n.signedInAs(L10n.settingsTitle))
                    }
                    .navigationTitle(L10n.inbox)
                }

                func save() {
                    let resource = LocalizedStringResource("settings.title", bundle: .atURL(Bundle.module.bundleURL))
                    let sent = L10n.sentFiles(name, count)
                    let items = L10n.items(count)
                    let wrong = "items %lld".localized()
                    let labelled = "items %lld".localized(count: count)
                    let commented = L10n.save /* ok */
                    let inside = NSLocalizedString("save" /* the verb */, bundle: .module, comment: "")
                    let bundled = L10n.files
                }

                private enum LocalizedStrings {
                    static let files = L10n.files
                    static let title = L10n.settingsTitle
                }
            }

            """)
        #expect(try fixture.usage(configuration).rewrites.isEmpty)
    }

    /// A lookup that is the format of `String(format:)` or `String.localizedStringWithFormat`
    /// takes that call's arguments: the whole call becomes the symbol.
    @Test func formatCallsTakeTheirArguments() throws {
        let (fixture, configuration) = try fixture()
        try fixture.write("SettingsView.swift", """
            func summary(name: String, count: Int) -> [String] {
                [
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), count),
                    String.localizedStringWithFormat("%1$@ sent %2$lld files".localized(), name, count),
                    String(format: NSLocalizedString("Hi %@", bundle: .module, comment: ""), NSLocalizedString("files", bundle: .module, comment: "")),
                    String(format: NSLocalizedString("settings.title", bundle: .module, comment: "")),
                    String(format: "items %lld".localized(), count, count),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), locale: .current, count),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), /* how many */ count),
                ]
            }

            """)
        let report = try fixture.usage(configuration)
        #expect(fixture.lines(report).notes == [
            "SettingsView.swift:7:24: note: 'items %lld' is left as it is: it passes 2 arguments, and the symbol items(_:) takes 1",
            "SettingsView.swift:8:42: note: 'items %lld' is left as it is: the call it is the format of passes 'locale:', which the symbol does not take",
            "SettingsView.swift:9:42: note: 'items %lld' is left as it is: it holds a comment",
        ])
        try fixture.migrate(report)
        #expect(try fixture.read("SettingsView.swift") == """
            func summary(name: String, count: Int) -> [String] {
                [
                    String(localized: .items(count)),
                    String(localized: .sentFiles(name, count)),
                    String(localized: .hi(String(localized: .files))),
                    String(format: String(localized: .settingsTitle)),
                    String(format: "items %lld".localized(), count, count),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), locale: .current, count),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), /* how many */ count),
                ]
            }

            """)
        #expect(try fixture.usage(configuration).rewrites.isEmpty)
    }

    /// `String(format:)` and lookup functions take `CVarArg`s, most often an `Int` for a `%d`
    /// that reads 32 bits of it; the symbol takes `Int32`, so the argument is converted as the
    /// format read it, and the migrated code compiles. A literal, an interpolation (SwiftUI
    /// writes `%lld` for an `Int`, so a `%d` key's value is 32 bits already) and a 64-bit
    /// placeholder's argument are passed as they are.
    @Test func narrowIntegersAreConvertedAsTheFormatReadThem() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([
            ("count: %d", "Count: %d"), ("items %lld", "%lld items"), ("battery %hu%%", "Battery %hu%%"), ("initial %c", "Initial %c"),
        ])
        try fixture.write("Counts.swift", """
            import Foundation

            func counts(count: Int, small: Int32, percent: UInt16) -> [String] {
                [
                    String(format: NSLocalizedString("count: %d", bundle: .module, comment: ""), count),
                    String(format: NSLocalizedString("count: %d", bundle: .module, comment: ""), 3),
                    String(format: NSLocalizedString("count: %d", bundle: .module, comment: ""), -0x1F),
                    String.localizedStringWithFormat(NSLocalizedString("count: %d", bundle: .module, comment: ""), small),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), count),
                    String(format: NSLocalizedString("battery %hu%%", bundle: .module, comment: ""), percent),
                    String(format: NSLocalizedString("battery %hu%%", bundle: .module, comment: ""), -1),
                    String(format: NSLocalizedString("count: %d", bundle: .module, comment: ""), 3_000_000_000),
                    String(format: NSLocalizedString("initial %c", bundle: .module, comment: ""), 65),
                    String(format: NSLocalizedString("initial %c", bundle: .module, comment: ""), count),
                    String(localized: "count: \\(small)", bundle: .module),
                    String(format: NSLocalizedString("count: %d", bundle: .module, comment: ""), locale: nil),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), Int64(small)),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), Int64(truncatingIfNeeded: percent)),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), Int64(small) + Int64(percent)),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), Int64(bitPattern: UInt64(percent))),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), UInt64(percent)),
                ]
            }

            """)
        var configuration = ToolConfiguration()
        configuration.generator.template = .builtIn(.string)
        let report = try fixture.usage(configuration)
        #expect(fixture.lines(report).notes == [
            "Counts.swift:16:42: note: 'count: %d' is left as it is: the call it is the format of passes 'locale:', which the symbol does not take",
        ])
        try fixture.migrate(report)
        let migrated = try fixture.read("Counts.swift")
        #expect(migrated == """
            import Foundation

            func counts(count: Int, small: Int32, percent: UInt16) -> [String] {
                [
                    L10n.count(Int32(truncatingIfNeeded: count)),
                    L10n.count(3),
                    L10n.count(-0x1F),
                    L10n.count(Int32(truncatingIfNeeded: small)),
                    L10n.items(count),
                    L10n.battery(UInt16(truncatingIfNeeded: percent)),
                    L10n.battery(UInt16(truncatingIfNeeded: -1)),
                    L10n.count(Int32(truncatingIfNeeded: 3_000_000_000)),
                    L10n.initial(65),
                    L10n.initial(CChar(truncatingIfNeeded: count)),
                    L10n.count(Int32(truncatingIfNeeded: small)),
                    String(format: NSLocalizedString("count: %d", bundle: .module, comment: ""), locale: nil),
                    L10n.items(Int(small)),
                    L10n.items(Int(truncatingIfNeeded: percent)),
                    L10n.items(Int(truncatingIfNeeded: Int64(small) + Int64(percent))),
                    L10n.items(Int(truncatingIfNeeded: Int64(bitPattern: UInt64(percent)))),
                    L10n.items(Int(truncatingIfNeeded: UInt64(percent))),
                ]
            }

            """)
        let generated = try Generator(configuration: configuration.generator)
            .generate(catalogPaths: [fixture.module.appendingPathComponent("Resources").path], layout: .filePerTable)
        try SwiftCompiler.check(.resources("Feature", files: generated.files, extra: [.text(migrated, named: "Counts.swift")]))
    }

    /// Code often casts an argument of `String(format:)` to what it takes (`count as CVarArg`,
    /// `name as NSString`): the symbol takes the value itself, and the cast goes. Any other cast
    /// (`date as NSDate` for a `%@`) makes what the symbol does not take: the lookup stays, with
    /// a note. A cast inside the argument is no cast of it, nor " as " in a literal; one over
    /// lines or in parentheses is; one to the symbol's own type stays. What is rewritten compiles (an
    /// `NSDate` is no `CVarArg` in Linux's Foundation, so that lookup is another file's).
    @Test func castsToWhatTheFormatTakesAreDropped() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([("items %lld", "%lld items"), ("Hello, %@!", "Hello, %@!"), ("count: %d", "Count: %d")])
        try fixture.write("Casts.swift", """
            import Foundation

            func casts(count: Int, name: String, date: Date) -> [String] {
                [
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), count as CVarArg),
                    String(format: NSLocalizedString("Hello, %@!", bundle: .module, comment: ""), name as NSString),
                    String(format: NSLocalizedString("count: %d", bundle: .module, comment: ""), count as any CVarArg),
                    String(format: NSLocalizedString("Hello, %@!", bundle: .module, comment: ""), (name as NSString).lowercased),
                    String(format: NSLocalizedString("Hello, %@!", bundle: .module, comment: ""), "as is"),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), (count as CVarArg)),
                    String(format: NSLocalizedString("Hello, %@!", bundle: .module, comment: ""), name as
                        NSString),
                    String(format: NSLocalizedString("Hello, %@!", bundle: .module, comment: ""), #"C:\"# as NSString),
                    String(format: NSLocalizedString("Hello, %@!", bundle: .module, comment: ""), "x as y" as NSString),
                    String(format: NSLocalizedString("items %lld", bundle: .module, comment: ""), count as Int),
                ]
            }

            """)
        var configuration = ToolConfiguration()
        configuration.generator.template = .builtIn(.string)
        let report = try fixture.usage(configuration)
        #expect(fixture.lines(report).notes == [])
        try fixture.migrate(report)
        let migrated = try fixture.read("Casts.swift")
        #expect(migrated == """
            import Foundation

            func casts(count: Int, name: String, date: Date) -> [String] {
                [
                    L10n.items(count),
                    L10n.hello(name),
                    L10n.count(Int32(truncatingIfNeeded: count)),
                    L10n.hello((name as NSString).lowercased),
                    L10n.hello("as is"),
                    L10n.items(count),
                    L10n.hello(name),
                    L10n.hello(#"C:\"#),
                    L10n.hello("x as y"),
                    L10n.items(count as Int),
                ]
            }

            """)
        let generated = try Generator(configuration: configuration.generator)
            .generate(catalogPaths: [fixture.module.appendingPathComponent("Resources").path], layout: .filePerTable)
        try SwiftCompiler.check(.resources("Feature", files: generated.files, extra: [.text(migrated, named: "Casts.swift")]))

        let dates = """
            import Foundation

            func dated(date: Date) -> String {
                String(format: NSLocalizedString("Hello, %@!", bundle: .module, comment: ""), date as NSDate)
            }

            """
        try fixture.write("Dates.swift", dates)
        let withDates = try fixture.usage(configuration)
        #expect(fixture.lines(withDates).notes == [
            "Dates.swift:4:38: note: 'Hello, %@!' is left as it is: it passes date as NSDate, whose cast the symbol's String argument does not take",
        ])
        try fixture.migrate(withDates)
        #expect(try fixture.read("Dates.swift") == dates)
    }

    /// Arguments the symbol cannot take stay as they are, each with its reason: an interpolation
    /// that passes a format or a style as well as its value, or a view; a literal of another kind
    /// than the symbol's argument. `init` and `self` are members only with backticks, and an
    /// interpolation for a `%d` is converted like a format's argument (SwiftUI writes `%lld` for
    /// an `Int`). What is rewritten compiles against the generated accessors.
    @Test func argumentsTheSymbolCannotTakeAreLeftAlone() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([
            ("init", "Init"), ("self", "Self"), ("Price: %.2f", "Price: %.2f"), ("Hello, %@!", "Hello, %@!"),
            ("count: %d", "Count: %d"), ("%1$@ and %2$@", "%1$@ and %2$@"), ("%lld of %lld", "%lld of %lld"),
        ])
        let views = """
            import SwiftUI

            struct Summary: View {
                let price: Double
                let name: String
                var body: some View {
                    Text("Price: \\(price, specifier: "%.2f")", bundle: .module)
                    Text("Hello, \\(Text(name).bold())!", bundle: .module)
                    Text("Hello, \\(name)!", bundle: .module)
                }

                // Another language than the user's: the symbols do not say which.
                let german = String(localized: "init", bundle: .module, locale: Locale(identifier: "de"))
                let french = Bundle.module.localizedString(forKey: "self", value: nil, table: nil, localizations: ["fr"])
            }

            """
        try fixture.write("Summary.swift", views)
        try fixture.write("Texts.swift", """
            import Foundation

            func texts(count: Int, name: String) -> [String] {
                [
                    String(localized: "init", bundle: .module),
                    String(localized: "self", bundle: .module),
                    String(localized: "count: \\(count)", bundle: .module),
                    String(format: NSLocalizedString("%1$@ and %2$@", bundle: .module, comment: ""), name, 42),
                    String(format: NSLocalizedString("%1$@ and %2$@", bundle: .module, comment: ""), name, 4.5),
                    String(format: NSLocalizedString("%lld of %lld", bundle: .module, comment: ""), "1", count),
                    String(format: NSLocalizedString("%1$@ and %2$@", bundle: .module, comment: ""), name, "you"),
                    String(format: NSLocalizedString("%lld of %lld", bundle: .module, comment: ""), 4.5, count),
                    String(format: NSLocalizedString("count: %d", bundle: .module, comment: ""), -1.5e3),
                    String(format: NSLocalizedString("%1$@ and %2$@", bundle: .module, comment: ""), name, -4.5),
                    String(format: NSLocalizedString("%lld of %lld", bundle: .module, comment: ""), #"1"#, count),
                ]
            }

            """)
        var configuration = ToolConfiguration()
        configuration.generator.template = .builtIn(.string)
        let report = try fixture.usage(configuration)
        #expect(fixture.lines(report).notes == [
            #"Summary.swift:7:14: note: 'Price: %.2f' is left as it is: its interpolation '\(price, specifier: "%.2f")' passes more than a value, which the symbol's argument does not take"#,
            #"Summary.swift:8:14: note: 'Hello, %@!' is left as it is: its interpolation '\(Text(name).bold())' is a view, and the symbol takes a String"#,
            "Summary.swift:13:36: note: 'init' is left as it is: it passes 'locale:', which the symbol does not take",
            "Summary.swift:14:56: note: 'self' is left as it is: it passes 'localizations:', which the symbol does not take",
            "Texts.swift:8:42: note: '%1$@ and %2$@' is left as it is: it passes 42 for the symbol's String argument",
            "Texts.swift:9:42: note: '%1$@ and %2$@' is left as it is: it passes 4.5 for the symbol's String argument",
            #"Texts.swift:10:42: note: '%lld of %lld' is left as it is: it passes "1" for the symbol's Int argument"#,
            "Texts.swift:12:42: note: '%lld of %lld' is left as it is: it passes 4.5 for the symbol's Int argument",
            "Texts.swift:13:42: note: 'count: %d' is left as it is: it passes -1.5e3 for the symbol's Int32 argument",
            "Texts.swift:14:42: note: '%1$@ and %2$@' is left as it is: it passes -4.5 for the symbol's String argument",
            ##"Texts.swift:15:42: note: '%lld of %lld' is left as it is: it passes #"1"# for the symbol's Int argument"##,
        ])
        try fixture.migrate(report)
        #expect(try fixture.read("Summary.swift") == views.replacingOccurrences(of: #"Text("Hello, \(name)!", bundle: .module)"#, with: "Text(L10n.hello(name))"))
        let migrated = try fixture.read("Texts.swift")
        #expect(migrated == """
            import Foundation

            func texts(count: Int, name: String) -> [String] {
                [
                    L10n.`init`,
                    L10n.`self`,
                    L10n.count(Int32(truncatingIfNeeded: count)),
                    String(format: NSLocalizedString("%1$@ and %2$@", bundle: .module, comment: ""), name, 42),
                    String(format: NSLocalizedString("%1$@ and %2$@", bundle: .module, comment: ""), name, 4.5),
                    String(format: NSLocalizedString("%lld of %lld", bundle: .module, comment: ""), "1", count),
                    L10n.and(name, "you"),
                    String(format: NSLocalizedString("%lld of %lld", bundle: .module, comment: ""), 4.5, count),
                    String(format: NSLocalizedString("count: %d", bundle: .module, comment: ""), -1.5e3),
                    String(format: NSLocalizedString("%1$@ and %2$@", bundle: .module, comment: ""), name, -4.5),
                    String(format: NSLocalizedString("%lld of %lld", bundle: .module, comment: ""), #"1"#, count),
                ]
            }

            """)
        let generated = try Generator(configuration: configuration.generator)
            .generate(catalogPaths: [fixture.module.appendingPathComponent("Resources").path], layout: .filePerTable)
        try SwiftCompiler.check(.resources("Feature", files: generated.files, extra: [.text(migrated, named: "Texts.swift")]))
    }

    /// Only the lookup's own arguments go with the key (`comment:`; `value:` of
    /// `NSLocalizedString` and of a bundle's `localizedString(forKey:value:table:)`): a view's
    /// `value:` is its binding or its value, and stays.
    @Test func aViewsValueStaysAndTheLookupsOwnArgumentsGo() throws {
        let fixture = try UsageFixture()
        try fixture.writeCatalog([("Limit", "Limit"), ("Progress", "Progress")])
        try fixture.write("Limits.swift", """
            import SwiftUI

            struct Limits: View {
                @Binding var limit: Int
                let done: Double
                var body: some View {
                    Stepper("Limit", value: $limit, in: 0...10, bundle: .module)
                    TextField("Limit", value: $limit, format: .number, bundle: .module)
                    ProgressView("Progress", value: done, bundle: .module)
                    LabeledContent("Progress", value: done.formatted(), bundle: .module)
                    Text("Limit", bundle: .module, comment: "A setting's title")
                }
                let title = NSLocalizedString("Limit", bundle: .module, value: "Limit", comment: "A setting's title")
                let other = Bundle.module.localizedString(forKey: "Progress", value: "Progress", table: nil)
            }

            """)
        try fixture.migrate(try fixture.usage(ToolConfiguration()))
        #expect(try fixture.read("Limits.swift") == """
            import SwiftUI

            struct Limits: View {
                @Binding var limit: Int
                let done: Double
                var body: some View {
                    Stepper(.limit, value: $limit, in: 0...10)
                    TextField(String(localized: .limit), value: $limit, format: .number)
                    ProgressView(.progress, value: done)
                    LabeledContent(String(localized: .progress), value: done.formatted())
                    Text(.limit)
                }
                let title = String(localized: .limit)
                let other = String(localized: .progress)
            }

            """)
    }

    /// A view's call keeps its layout: the key becomes the symbol, the arguments the symbol holds
    /// go with the separator before each, and every other byte stays, line breaks and a lookup
    /// inside a kept argument (rewritten itself) included.
    @Test func aViewsCallKeepsItsLayout() throws {
        let fixture = try UsageFixture(package: false)
        try fixture.writeCatalog([("Font", "Font"), ("Small", "Small"), ("Bold", "Bold"), ("Title", "Title")])
        try fixture.write("Layout.swift", """
            import SwiftUI

            struct Layout: View {
                @State var size = 1
                @State var bold = false
                var body: some View {
                    Picker(
                        "Font",
                        selection: .init(
                            get: { size },
                            set: { size = $0 })
                    ) {
                        Text("Small").tag(1)
                    }
                    Toggle("Bold",
                           bundle: .main,
                           isOn: $bold)
                    Text("Title", tableName: "Localizable",
                         comment: "A title")
                        .help(Text("Title"))
                }
            }

            """)
        let report = try fixture.usage(ToolConfiguration())
        try fixture.migrate(report)
        #expect(try fixture.read("Layout.swift") == """
            import SwiftUI

            struct Layout: View {
                @State var size = 1
                @State var bold = false
                var body: some View {
                    Picker(
                        .font,
                        selection: .init(
                            get: { size },
                            set: { size = $0 })
                    ) {
                        Text(.small).tag(1)
                    }
                    Toggle(.bold,
                           isOn: $bold)
                    Text(.title)
                        .help(Text(.title))
                }
            }

            """)
        #expect(try fixture.usage(ToolConfiguration()).rewrites.isEmpty)
    }

    /// A view or modifier that SwiftUI declares with a `LocalizedStringResource` title for the
    /// same arguments, trailing closures included, takes the symbol itself, so that it resolves
    /// the text in its environment's locale as it did the key; any other keeps
    /// `String(localized:)`: `TextField(_:text:)` and `TextField(_:text:axis:)` have no resource
    /// form without `prompt:`, `DatePicker`'s takes no partial range, `Section` and
    /// `.navigationSubtitle` have none at the symbols' releases, `Button(_:systemImage:)`'s is not
    /// documented, and `.badge(.zero)` would be `Int`'s. `Text` takes its symbol wherever it is,
    /// a condition's `{` after it too.
    @Test func swiftUITitlesTakeTheSymbolWhereSwiftUIDeclaresAResourceForm() throws {
        // An app's target, whose views read the main bundle, its own.
        let fixture = try UsageFixture(package: false)
        try fixture.writeCatalog([
            ("Save", "Save"), ("More", "More"), ("Name", "Name"), ("Limit", "Limit"), ("Date", "Date"), ("Site", "Site"), ("Title", "Title"), ("zero", "Zero"),
        ])
        try fixture.write("Forms.swift", """
            import SwiftUI

            struct Forms: View {
                @State var name = ""
                @State var limit = 0
                @State var date = Date.now
                @State var shown = false
                let url: URL
                var body: some View {
                    Button("Save", role: .destructive) { save() }
                    Button("Save", action: save)
                    Button("Save", systemImage: "square.and.arrow.down") { save() }
                    Menu("More") { Text(verbatim: "") } primaryAction: { save() }
                    TextField("Name", text: $name)
                    TextField("Name", text: $name, prompt: nil)
                    TextField("Name", text: $name, axis: .vertical)
                    Stepper("Limit", value: $limit) { _ in save() }
                    Stepper("Limit") { save() } onDecrement: { save() }
                    DatePicker("Date", selection: $date)
                    DatePicker("Date", selection: $date, in: ...Date.now)
                    Link("Site", destination: url)
                    Section("Title") { Text(verbatim: "") }
                        .alert("Title", isPresented: $shown) { Text(verbatim: "") } message: { Text(verbatim: "") }
                        .confirmationDialog("Title", isPresented: $shown) { Text(verbatim: "") }
                        .badge("zero")
                        .navigationSubtitle("Title")
                        .help(
                            "Title"
                        )
                }
                func save() {
                    if title == Text("Title") { save() }
                }
                let title = Text(verbatim: "")
            }

            """)
        try fixture.migrate(try fixture.usage(ToolConfiguration()))
        #expect(try fixture.read("Forms.swift") == """
            import SwiftUI

            struct Forms: View {
                @State var name = ""
                @State var limit = 0
                @State var date = Date.now
                @State var shown = false
                let url: URL
                var body: some View {
                    Button(.save, role: .destructive) { save() }
                    Button(.save, action: save)
                    Button(String(localized: .save), systemImage: "square.and.arrow.down") { save() }
                    Menu(.more) { Text(verbatim: "") } primaryAction: { save() }
                    TextField(String(localized: .name), text: $name)
                    TextField(.name, text: $name, prompt: nil)
                    TextField(String(localized: .name), text: $name, axis: .vertical)
                    Stepper(.limit, value: $limit) { _ in save() }
                    Stepper(.limit) { save() } onDecrement: { save() }
                    DatePicker(.date, selection: $date)
                    DatePicker(String(localized: .date), selection: $date, in: ...Date.now)
                    Link(.site, destination: url)
                    Section(String(localized: .title)) { Text(verbatim: "") }
                        .alert(.title, isPresented: $shown) { Text(verbatim: "") } message: { Text(verbatim: "") }
                        .confirmationDialog(.title, isPresented: $shown) { Text(verbatim: "") }
                        .badge(String(localized: .zero))
                        .navigationSubtitle(String(localized: .title))
                        .help(
                            .title
                        )
                }
                func save() {
                    if title == Text(.title) { save() }
                }
                let title = Text(verbatim: "")
            }

            """)
    }

    /// A lookup of a key without a symbol stays, with the reason `generate` gives in full.
    @Test func aKeyWithoutASymbolSaysWhy() throws {
        let fixture = try UsageFixture(package: false)
        try fixture.writeCatalog([("Used disk memory", "%0 of %1 used"), ("Downloading...", "Downloading..."), ("Downloading", "Downloading")])
        try fixture.write("Disk.swift", """
            import Foundation

            let used = NSLocalizedString("Used disk memory", comment: "")
            let loading = NSLocalizedString("Downloading", comment: "")

            """)
        #expect(fixture.lines(try fixture.usage()).notes == [
            "Disk.swift:3:30: note: 'Used disk memory' has no symbol (its source text holds a '%' that starts no valid format specifier, or takes an argument no accessor can pass), so the lookup stays as it is",
            "Disk.swift:4:33: note: 'Downloading' has no symbol (it gives the symbol of 'Downloading...' too), so the lookup stays as it is",
        ])
        // Keys the catalog's marks keep from a symbol say so too.
        try fixture.write("Resources/Localizable.xcstrings", #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Old": {"extractionState": "stale"},
              "Hidden": {"extractionState": "manual", "generatesSymbol": false}
            }}
            """#)
        try fixture.write("Disk.swift", "import Foundation\n\nlet old = NSLocalizedString(\"Old\", comment: \"\")\nlet hidden = NSLocalizedString(\"Hidden\", comment: \"\")\n")
        #expect(fixture.lines(try fixture.usage()).notes == [
            "Disk.swift:3:29: note: 'Old' has no symbol (it is stale: Xcode no longer finds it in the code), so the lookup stays as it is",
            "Disk.swift:4:32: note: 'Hidden' has no symbol (the catalog sets its 'generatesSymbol' to false), so the lookup stays as it is",
        ])
    }

    /// A lookup inside another's argument is found by the block of bytes it starts in: one more
    /// than a block (4 KiB) into a long argument is rewritten with the outer lookup all the same.
    @Test func anInnerLookupFarIntoALongArgument() throws {
        let (fixture, configuration) = try fixture()
        let padding = String(repeating: "x", count: 5_000)
        try fixture.write("SettingsView.swift", """
            import SwiftUI

            let view = Text("Signed in as \\("\(padding)" + String(localized: "settings.title", bundle: .module))", bundle: .module)

            """)
        try fixture.migrate(try fixture.usage(configuration))
        #expect(try fixture.read("SettingsView.swift") == """
            import SwiftUI

            let view = Text(.signedInAs("\(padding)" + String(localized: .settingsTitle)))

            """)
    }
}
