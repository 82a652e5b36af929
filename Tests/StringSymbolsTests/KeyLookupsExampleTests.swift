import Foundation
import Testing
@testable import string_symbols
import TestSupport
@testable import KeyUsage
@testable import StringSymbols

/// `Examples/KeyLookups` migrated with the `xcode` template (CI migrates it with the `string`
/// template and builds it with SwiftPM): a copy's lookups are rewritten into `Text(.key)` and
/// `String(localized: .key)`, and the result, with the generated code, is built against the
/// stand-in of Apple's API and prints what the example prints before migrating.
@Suite
struct KeyLookupsExampleTests {
    static let example = SharedFolder.packageRoot.appendingPathComponent("Examples/KeyLookups")

    /// What `account-settings` prints before migrating (CI checks it against the real build).
    static let printed = """
        Account
        Signed in as Ana
        3 devices
        Sign out everywhere
        You can sign in again at any time.
        Delete account?
        Your data is kept for 30 days, then deleted.

        """

    @Test(arguments: SwiftCompiler.DefaultIsolation.allCases)
    func migratedWithTheXcodeTemplatePrintsTheSame(isolation: SwiftCompiler.DefaultIsolation) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("key-lookups-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.example, to: copy)
        let module = copy.appendingPathComponent("Sources/AccountSettings")
        let resources = module.appendingPathComponent("Resources").path

        let before = try Self.run(copy, isolation: isolation)
        #expect(before == Self.printed)

        let configuration = ToolConfiguration(generator: GeneratorConfiguration(moduleName: "AccountSettings"), lookupMethods: ["localized"])
        let (report, warnings) = try UsageRun(tables: [resources]).report(configuration)
        #expect(warnings.isEmpty)
        #expect(report.leftAlone.map { $0.description.replacingOccurrences(of: module.path + "/", with: "") } == [
            "SettingsView.swift:20:18: note: 'settings.footer' is left as it is: it holds a comment",
        ])
        _ = try SourceFileWriter(sourceFolders: [module.path]).write(report.rewrites)
        let settings = try String(contentsOf: module.appendingPathComponent("SettingsView.swift"), encoding: .utf8)
        let delete = try String(contentsOf: module.appendingPathComponent("DeleteAccountView.swift"), encoding: .utf8)
        let rewritten = (settings + delete).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            $0.contains("(.") || $0.contains("localized: .")
        }
        #expect(rewritten == [
            "Text(.settingsTitle),",
            "Text(.signedInAs(userName)),",
            "Text(String(localized: .settingsDevices(deviceCount))),",
            "static let signOut = String(localized: .settingsSignOut)",
            "Text(.Account.deleteTitle),",
            "String(localized: .Account.deleteMessage(retentionDays))",
        ])

        let after = try Self.run(copy, isolation: isolation)
        #expect(after == Self.printed)
        #expect(after == before)
    }

    /// Builds the example at `package` with the `xcode` output of its tables, against the stand-in,
    /// and runs it. The stand-in's `Bundle.module` is a folder that holds the tables, as SwiftPM's
    /// resource bundle does, for the lookups by key.
    static func run(_ package: URL, isolation: SwiftCompiler.DefaultIsolation) throws -> String {
        let module = package.appendingPathComponent("Sources/AccountSettings")
        let resources = module.appendingPathComponent("Resources")
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("StringSymbolsStandIn/AccountSettings.resources")
        try place(resources, at: bundle)

        let generated = try Generator(configuration: GeneratorConfiguration(moduleName: "AccountSettings"))
            .generate(catalogPaths: [resources.path], layout: .filePerTable)
        let viewKit = SwiftCompiler.Module("ViewKit", sources: SwiftCompiler.Source.files(in: package.appendingPathComponent("Sources/ViewKit")), isolation: isolation)
        // SwiftUI's `Text(_: LocalizedStringResource)`, which ViewKit cannot declare on Linux.
        let textOfResource = SwiftCompiler.Source.text("""
            import ViewKit

            extension Text {
                init(_ resource: LocalizedStringResource) {
                    self.init(verbatim: String(localized: resource))
                }
            }

            """, named: "Text+LocalizedStringResource.swift")
        let accountSettings = SwiftCompiler.Module.resources(
            "AccountSettings", files: generated.files,
            extra: SwiftCompiler.Source.files(in: module) + [textOfResource], isolation: isolation)
        let program = SwiftCompiler.Module(
            "account_settings", sources: SwiftCompiler.Source.files(in: package.appendingPathComponent("Sources/account-settings")),
            isolation: isolation, seesStandIn: true)
        // Nothing is registered with the stand-in, so each symbol's string is its English source
        // text; each lookup by key reads the English table in the bundle.
        return try SwiftCompiler.run(program, linking: [viewKit, accountSettings])
    }

    /// Puts a copy of `folder` at `destination`, unless a copy of the same files is there: test
    /// cases run in parallel, so the copy is made beside it and renamed into place.
    static func place(_ folder: URL, at destination: URL) throws {
        let manager = FileManager.default
        let probe = "en.lproj/Localizable.strings"
        if manager.contents(atPath: destination.appendingPathComponent(probe).path) == manager.contents(atPath: folder.appendingPathComponent(probe).path) {
            return
        }
        try? manager.removeItem(at: destination)
        try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let copy = destination.deletingLastPathComponent().appendingPathComponent(UUID().uuidString)
        try manager.copyItem(at: folder, to: copy)
        if (try? manager.moveItem(at: copy, to: destination)) == nil { try? manager.removeItem(at: copy) }
    }
}
