import Foundation
import Testing
import StringCatalog
import TestSupport
@testable import StringSymbols

/// The `string` output of every golden case compiles and runs on Linux: a program calls every
/// accessor with sample arguments and prints the result, which must match `string-run.txt`.
@Suite struct StringTemplateRunTests {
    static let cases = GoldenCase.all.filter { $0.name != "custom-template" }

    @Test(arguments: cases)
    func stringOutputCompilesAndRuns(golden: GoldenCase) throws {
        var configuration = try golden.configuration()
        configuration.template = .builtIn(.string)
        let result = try golden.generate(configuration)
        let main = CallingProgram.main(calling: try golden.tables(configuration), as: .string)
        let sources = result.files.map { SwiftCompiler.Source.text($0.contents, named: $0.name) } + [.text(main, named: "main.swift")]
        let output = try SwiftCompiler.run(SwiftCompiler.Module("Program", sources: sources))
        if GoldenCase.isRecording {
            try Data(output.utf8).write(to: golden.stringRun)
            return
        }
        #expect(output == (try? String(contentsOf: golden.stringRun, encoding: .utf8)), "\(golden.name)/string-run.txt")
    }
}

/// The `xcode` output of every golden case runs on Linux against the stand-in, called from
/// another module as an app calls it: with the catalog's text registered for the module's bundle
/// as the compiled table holds it, every symbol prints exactly what the `string` output prints
/// (`string-run.txt`). So key, table, bundle, argument types and argument order all agree with
/// the catalog, and an argument passed out of order shows as a wrong text or a type mismatch.
@Suite struct XcodeRunTests {
    @Test(arguments: StringTemplateRunTests.cases)
    func xcodeOutputResolvesAsTheStringOutputPrints(golden: GoldenCase) throws {
        var configuration = try golden.configuration()
        configuration.template = .builtIn(.xcode)
        configuration.darwinOnly = false
        let files = try golden.generate(configuration).files
        let tables = try golden.tables(configuration)
        let flavour = CallingProgram.Flavour.xcode(module: "AppResources")
        let output: String
        if configuration.access == .internal {
            // Only code inside the module can call internal members.
            let inside = SwiftCompiler.Source.text(CallingProgram.insideFunction(calling: tables, as: flavour), named: "PrintEverySymbol.swift")
            output = try SwiftCompiler.run(.program(main: "import AppResources\nprintEverySymbol()\n"), linking: [.resources(files: files, extra: [inside])])
        } else {
            output = try SwiftCompiler.run(.program(main: CallingProgram.main(calling: tables, as: flavour)), linking: [.resources(files: files)])
        }
        #expect(output == (try? String(contentsOf: golden.stringRun, encoding: .utf8)), "\(golden.name): the xcode output prints what string-run.txt holds")
    }
}
