import Testing
@testable import PluginFacts
@testable import StringSymbols
@testable import TableModel

/// Inputs the fuzzers (`Fuzz/run`) found to crash or hang the generator, minimised, each with
/// the diagnostics it must give instead.
@Suite struct FuzzRegressionTests {
    /// Generates `json` as `FuzzModule/Localizable.xcstrings` with `template`, as the pipeline
    /// fuzz target does: `generated` and the warnings, or the diagnostics of the failure.
    func outcome(_ json: String, template: BuiltInTemplate) throws -> [String] {
        let path = "FuzzModule/Localizable.xcstrings"
        let catalog = try StringTable.read(bytes: Array(json.utf8), path: path).catalog
        let generator = Generator(configuration: GeneratorConfiguration(template: .builtIn(template)))
        do {
            let result = try generator.generate(catalogs: [LoadedTable(path: path, catalog: catalog)], moduleName: "FuzzModule", layout: .singleFile)
            return ["generated"] + result.warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// An `argNum` of `Int.max` overflowed where the gap check counts past an argument
    /// (`FormatString.arguments(substitutions:)`); it is over the limit of 64 arguments instead.
    @Test(arguments: BuiltInTemplate.allCases)
    func argNumOfIntMaxIsReportedNotOverflowed(template: BuiltInTemplate) throws {
        let json = #"{"sourceLanguage":"en","version":"1.0","strings":{"n":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@a@"},"substitutions":{"a":{"argNum":9223372036854775807,"formatSpecifier":"lld","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}}}}}}"#
        let diagnostics = try outcome(json, template: template)
        if case .swiftGen = template.descriptor.naming {
            // SwiftGen numbers a substitution's argument by its place in the format, as it reads a
            // stringsdict's format key: `%#@a@` is the first.
            #expect(diagnostics == ["generated"])
            return
        }
        #expect(diagnostics == [
            "generated",
            "FuzzModule/Localizable.xcstrings:1:122: warning: '%#@a@' uses argument 9223372036854775807; a string takes at most 64 arguments; 'n' has no symbol",
        ])
    }
}
