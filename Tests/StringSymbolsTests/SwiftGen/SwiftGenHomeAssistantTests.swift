import Foundation
import Testing
import TestSupport
@testable import StringSymbols

/// home-assistant/iOS's three tables, with the parameters of its `swiftgen.yml`: the `swiftgen`
/// template declares exactly the members SwiftGen declared in the output the project committed.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.legacyCorpus), "legacy corpus not found at \(SharedFolder.legacyCorpus.path)"))
struct SwiftGenHomeAssistantTests {
    static let project = SharedFolder.legacyCorpus.appendingPathComponent("home-assistant__iOS")

    @Test(arguments: [
        ("Localizable", "L10n", "Strings.swift"),
        ("Core", "CoreStrings", "CoreStrings.swift"),
        ("Frontend", "FrontendStrings", "FrontendStrings.swift"),
    ])
    func declaresWhatSwiftGenDeclared(table: String, enumName: String, swiftGenFile: String) throws {
        var configuration = GeneratorConfiguration(template: .builtIn(.swiftgen))
        configuration.templateParameters = ["publicAccess": .bool(true), "lookupFunction": .text("Current.localized.string")]
        if enumName != "L10n" { configuration.templateParameters["enumName"] = .text(enumName) }
        let table = Self.project.appendingPathComponent("Sources/App/Resources/en.lproj/\(table).strings").path
        let result = try Generator(configuration: configuration).generate(catalogPaths: [table], layout: .singleFile)
        let ours = try SwiftGenDeclarations.read(result.files[0].contents, enumName: enumName)
        let theirs = try SwiftGenDeclarations.read(
            String(contentsOf: Self.project.appendingPathComponent("SwiftGen-output/\(swiftGenFile)"), encoding: .utf8), enumName: enumName)
        #expect(theirs.count > 10)
        #expect(ours.subtracting(theirs).sorted() == [], "declared by us only")
        #expect(theirs.subtracting(ours).sorted() == [], "declared by SwiftGen only")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }
}
