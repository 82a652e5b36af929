import Foundation
import Testing
import TestSupport
@testable import PluginFacts
@testable import StringSymbols
@testable import Symbols

/// SwiftGen 6.6's own template fixtures: for every strings fixture of `structured-swift5` and
/// `flat-swift5`, the `swiftgen` and `swiftgen-flat` templates, given the fixture's tables and
/// the parameters SwiftGen's tests give it, declare exactly the members SwiftGen's expected
/// output declares (type path, name, parameter types), but for the differences Reference.md
/// lists.
///
/// SwiftGen's files are read from a checkout of SwiftGen/SwiftGen at tag 6.6.3 named by
/// `STRING_SYMBOLS_SWIFTGEN` (they are not the project's to copy); without it the suite skips.
let swiftGenCheckout = ProcessInfo.processInfo.environment["STRING_SYMBOLS_SWIFTGEN"].map { URL(fileURLWithPath: $0) }

@Suite(.enabled(if: swiftGenCheckout != nil, "STRING_SYMBOLS_SWIFTGEN names no SwiftGen checkout"))
struct SwiftGenFixtureTests {
    static let checkout = swiftGenCheckout

    /// A fixture: the tables of its stencil context, and the parameters of its variant.
    struct Fixture: Sendable, CustomStringConvertible {
        var name: String
        var tables: [String]
        var parameters: [String: TemplateParameter]
        var description: String { name }
    }

    /// SwiftGen's `StringsTests`: each context, and the `localizable` context with each of its
    /// parameter variants.
    static let fixtures: [Fixture] = {
        let contexts: [(String, [String])] = [
            ("localizable", ["Localizable.strings"]),
            ("multiple", ["Localizable.strings", "LocMultiline.strings"]),
            ("plurals", ["Localizable.stringsdict"]),
            ("plurals-same-table", ["Localizable.strings", "Localizable.stringsdict"]),
            ("plurals-advanced", ["LocPluralAdvanced.stringsdict"]),
            ("plurals-unsupported", ["LocPluralUnsupported.stringsdict"]),
        ]
        let variants: [(String, [String: TemplateParameter])] = [
            ("customBundle", ["bundle": .text("ResourcesBundle.bundle")]),
            ("customName", ["enumName": .text("XCTLoc")]),
            ("forceFileNameEnum", ["forceFileNameEnum": .bool(true)]),
            ("lookupFunction", ["lookupFunction": .text("XCTLocFunc(forKey:table:fallback:)")]),
            ("noComments", ["noComments": .bool(true)]),
            ("publicAccess", ["publicAccess": .bool(true)]),
        ]
        return contexts.map { Fixture(name: $0.0, tables: $0.1, parameters: [:]) }
            + variants.map { Fixture(name: "localizable-\($0.0)", tables: ["Localizable.strings"], parameters: $0.1) }
    }()

    /// The members SwiftGen declares and we do not, on purpose (Reference.md, "Differences from
    /// SwiftGen"): a stringsdict entry whose format is one variable with other placeholders in its
    /// forms, which SwiftGen types from the variable alone, so that its call crashes.
    static let differences: [String: (theirs: Set<String>, ours: Set<String>)] = [
        "plurals-unsupported": (
            ["L10n.UnsupportedUse.PlaceholdersInVariableRule.stringInt(Int)"],
            ["L10n.UnsupportedUse.PlaceholdersInVariableRule.stringInt(Any,Int)"]),
        "plurals-unsupported flat": (
            ["L10n.unsupportedUsePlaceholdersInVariableRuleStringInt(Int)"],
            ["L10n.unsupportedUsePlaceholdersInVariableRuleStringInt(Any,Int)"]),
    ]

    @Test(arguments: fixtures, [BuiltInTemplate.swiftgen, .swiftgenFlat])
    func declaresWhatSwiftGensFixtureDeclares(fixture: Fixture, template: BuiltInTemplate) throws {
        let root = try #require(Self.checkout).appendingPathComponent("Sources/TestUtils/Fixtures")
        let folder = template == .swiftgen ? "structured-swift5" : "flat-swift5"
        let expected = root.appendingPathComponent("Generated/Strings/\(folder)/\(fixture.name).swift")
        var configuration = GeneratorConfiguration(template: .builtIn(template), moduleName: "Fixtures")
        configuration.templateParameters = fixture.parameters
        let tables = fixture.tables.map { root.appendingPathComponent("Resources/Strings/\($0)").path }
        let result = try Generator(configuration: configuration).generate(catalogPaths: tables, layout: .singleFile)
        let enumName = fixture.parameters["enumName"].flatMap { if case .text(let name) = $0 { name } else { nil } } ?? "L10n"
        let ours = try SwiftGenDeclarations.read(result.files[0].contents, enumName: enumName)
        let theirs = try SwiftGenDeclarations.read(String(contentsOf: expected, encoding: .utf8), enumName: enumName)
        let known = Self.differences[fixture.name + (template == .swiftgen ? "" : " flat")] ?? ([], [])
        #expect(!theirs.isEmpty)
        #expect(theirs.subtracting(ours) == known.theirs, "declared by SwiftGen only")
        #expect(ours.subtracting(theirs) == known.ours, "declared by us only")
        print("SwiftGen fixture \(folder)/\(fixture.name): \(theirs.intersection(ours).count) of \(theirs.count) members alike")
    }
}
