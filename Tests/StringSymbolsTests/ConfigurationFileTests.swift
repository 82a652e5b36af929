import Foundation
import Testing
@testable import string_symbols
import TestSupport
@testable import InputText
@testable import StringSymbols
@testable import Symbols

/// `string-symbols.json`: every option, and every problem with its position.
@Suite struct ConfigurationFileTests {
    func parse(_ json: String, path: String = "/project/Res/string-symbols.json") throws(DiagnosticError) -> GeneratorConfiguration {
        try ConfigurationFile.parse(Array(json.utf8), path: path).generator
    }

    func diagnostics(_ json: String) -> [String] {
        do {
            _ = try parse(json, path: "string-symbols.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func everyOption() throws {
        let configuration = try parse(#"{"access": "package", "template": "string", "symbols": "manual", "moduleName": "Shared", "darwinOnly": true, "verbose": true}"#)
        // Where each setting is, for the diagnostics about it; not part of the equality below.
        #expect(configuration.settingPlaces.places.mapValues(\.location.column) == ["access": 12, "template": 35, "symbols": 56, "moduleName": 80, "darwinOnly": 104, "verbose": 121])
        #expect(Set(configuration.settingPlaces.places.values.map(\.path)) == ["/project/Res/string-symbols.json"])
        #expect(configuration == GeneratorConfiguration(
            access: .package, template: .builtIn(.string), symbols: .manual, moduleName: "Shared", darwinOnly: true, verbose: true))
        #expect(configuration.warningDetail == .everyKey)
    }

    @Test func templateParametersAreStringsAndBooleans() throws {
        let configuration = try parse(#"{"templateParameters": {"enumName": "Strings", "publicAccess": true, "noComments": false, "forceFileNameEnum": "false"}}"#)
        // The words true and false are switches, as on the command line.
        #expect(configuration.templateParameters == ["enumName": .text("Strings"), "publicAccess": .bool(true), "noComments": .bool(false), "forceFileNameEnum": .bool(false)])
        #expect(diagnostics(#"{"templateParameters": ["enumName"]}"#) == ["string-symbols.json:1:24: error: 'templateParameters' must be an object of names and values, not an array"])
        #expect(diagnostics(#"{"templateParameters": {"enumName": 3}}"#) == ["string-symbols.json:1:37: error: 'templateParameters': 'enumName' must be a string or true or false, not a number"])
        #expect(diagnostics(#"{"templateParameters": {"enum name": "x"}}"#) == ["string-symbols.json:1:25: error: 'templateParameters' has the name 'enum name'; a parameter's name is letters, digits and '_'"])
        #expect(diagnostics(#"{"templateParameters": {"a": "x", "a": "y"}}"#) == ["string-symbols.json:1:35: error: 'templateParameters' names 'a' twice"])
    }

    /// Every wrong element of an array and member of an object is named, each at its place: only
    /// the first was, and fixing it showed the next.
    @Test func everyWrongElementIsReported() {
        #expect(diagnostics(#"{"requiredLanguages": ["de", 2, "fr", null, "../x"]}"#) == [
            "string-symbols.json:1:30: error: 'requiredLanguages' must hold strings, not a number",
            "string-symbols.json:1:39: error: 'requiredLanguages' must hold strings, not null",
            "string-symbols.json:1:45: error: 'requiredLanguages' takes a language as catalogs name it (de, pt-BR, zh-Hans), not '../x'",
        ])
        #expect(diagnostics(#"{"templateParameters": {"a": 1, "b": [1], "c d": "x"}}"#) == [
            "string-symbols.json:1:30: error: 'templateParameters': 'a' must be a string or true or false, not a number",
            "string-symbols.json:1:38: error: 'templateParameters': 'b' must be a string or true or false, not an array",
            "string-symbols.json:1:43: error: 'templateParameters' has the name 'c d'; a parameter's name is letters, digits and '_'",
        ])
    }

    @Test func aParameterOnTheCommandLineIsNameEqualsValue() {
        #expect(TemplateParameter.parse("enumName=Strings")! == ("enumName", .text("Strings")))
        #expect(TemplateParameter.parse("publicAccess")! == ("publicAccess", .bool(true)))
        #expect(TemplateParameter.parse("noComments=false")! == ("noComments", .bool(false)))
        #expect(TemplateParameter.parse("lookupFunction=Current.localized.string")! == ("lookupFunction", .text("Current.localized.string")))
        #expect(TemplateParameter.parse("separator=")! == ("separator", .text("")))
        #expect(TemplateParameter.parse("=x") == nil)
        #expect(TemplateParameter.parse("a-b=x") == nil)
    }

    @Test func anEmptyObjectKeepsTheDefaults() throws {
        #expect(try parse("{}") == GeneratorConfiguration())
        #expect(try parse("{}").warningDetail == .summary)
    }

    /// `darwinOnly` left out is not the same as `false`: the build plugin stops a Linux build of
    /// the `xcode` output only when the configuration says nothing.
    @Test(arguments: [
        ("{}", nil, true),
        (#"{"darwinOnly": false}"#, false, true),
        (#"{"darwinOnly": true}"#, true, false),
        (#"{"template": "string"}"#, nil, false),
    ] as [(String, Bool?, Bool)])
    func darwinOnlyKnowsWhetherItWasSaid(json: String, darwinOnly: Bool?, needsAppleFoundation: Bool) throws {
        let configuration = try parse(json)
        #expect(configuration.darwinOnly == darwinOnly)
        #expect(configuration.needsAppleFoundation == needsAppleFoundation)
    }

    @Test func aTemplatePathIsRelativeToTheFile() throws {
        #expect(try parse(#"{"template": "Templates/keys.mustache"}"#).template == .file("/project/Res/Templates/keys.mustache"))
        #expect(try parse(#"{"template": "/abs/keys.mustache"}"#).template == .file("/abs/keys.mustache"))
    }

    @Test func valuesOnTopOfABase() throws {
        let base = ToolConfiguration(generator: GeneratorConfiguration(access: .internal, moduleName: "Base"))
        let configuration = try ConfigurationFile.parse(Array(#"{"symbols": "manual"}"#.utf8), path: "c.json", base: base)
        #expect(configuration.generator.settingPlaces.places.keys.sorted() == ["symbols"])
        #expect(configuration.generator == GeneratorConfiguration(access: .internal, symbols: .manual, moduleName: "Base"))
    }

    @Test func everyProblemIsReportedWithItsPosition() {
        let json = """
        {
          "access": "open",
          "symbols": 1,
          "darwinOnly": "yes",
          "moduleName": "",
          "access": "public",
          "colour": "blue",
          "sourceLanguage": "en us"
        }
        """
        #expect(diagnostics(json) == [
            "string-symbols.json:2:13: error: 'access' takes one of public, package, internal, not 'open'",
            "string-symbols.json:3:14: error: 'symbols' must be a string, not a number",
            "string-symbols.json:4:17: error: 'darwinOnly' must be true or false, not a string",
            "string-symbols.json:5:17: error: 'moduleName' needs a value that is not empty",
            "string-symbols.json:6:3: error: duplicate key 'access'; it is first defined at string-symbols.json:2:3",
            "string-symbols.json:7:3: error: unknown key 'colour'; the keys are 'access', 'allowNeedsReview', 'baseline', 'check', 'darwinOnly', 'forbidEmptyValues', 'forbiddenExtractionStates', 'forbiddenPatterns', 'keyPattern', 'lookupFunctions', 'lookupMethods', 'moduleName', 'ratchet', 'requiredComments', 'requiredLanguages', 'sourceLanguage', 'symbols', 'template', 'templateParameters', 'verbose', 'xcodeSymbols'",
            "string-symbols.json:8:21: error: 'sourceLanguage' takes a language as catalogs name it (de, pt-BR, zh-Hans), not 'en us'",
        ])
    }

    @Test func notAnObjectAndNotJSON() {
        #expect(diagnostics("[]") == ["string-symbols.json:1:1: error: the configuration must be a JSON object, not an array"])
        #expect(diagnostics("{\"access\": }") == ["string-symbols.json:1:12: error: unexpected character '}'; expected a value"])
    }

    @Test func anUnreadableFile() {
        let error = #expect(throws: DiagnosticError.self) {
            try ConfigurationFile.read(contentsOfFile: "/nonexistent/string-symbols.json")
        }
        #expect(error?.diagnostics.map(\.description) == ["/nonexistent/string-symbols.json: error: no such file or folder"])
    }

    /// Every option has a key and flags of its own, and the reference's example of the file
    /// names every key and reads.
    @Test func everyOptionIsDeclaredOnceAndDocumented() throws {
        let options = ConfigurationOption.all
        #expect(Set(options.map(\.key)).count == options.count)
        #expect(Set(options.map(\.flag)).count == options.count)
        #expect(ConfigurationFile.keys == options.map(\.key).sorted())
        let reference = try String(contentsOf: TestSupport.SharedFolder.packageRoot.appendingPathComponent("Documentation/Reference.md"), encoding: .utf8)
        let section = try #require(reference.range(of: "## Configuration")).upperBound
        let example = try #require(reference[section...].range(of: "```json\n")).upperBound
        let end = try #require(reference[example...].range(of: "```")).lowerBound
        let json = String(reference[example..<end])
        for option in options {
            #expect(json.contains("\"\(option.key)\""), "Reference.md's example of string-symbols.json leaves out '\(option.key)'")
        }
        _ = try parse(json)
    }
}
