import Foundation
import Testing
import TestSupport

/// The `string` output of every golden case compiles and runs on Linux: built into a module as
/// SwiftPM builds it, under each default isolation, a program calls every accessor with sample
/// arguments from a `nonisolated` function in another module (inside the module when the
/// accessors are internal) and prints the results, which must match `string-run.txt`.
@Suite struct StringTemplateRunTests {
    static let cases = GoldenCase.all.filter { $0.name != "custom-template" }

    @Test(arguments: cases.flatMap { golden in SwiftCompiler.DefaultIsolation.allCases.map { (golden, $0) } })
    func stringOutputCompilesAndRuns(golden: GoldenCase, isolation: SwiftCompiler.DefaultIsolation) throws {
        var configuration = try golden.configuration()
        configuration.template = .builtIn(.string)
        let files = try golden.generate(configuration).files
        let tables = try golden.tables(configuration)
        let module = configuration.moduleName ?? "AppResources"
        let output: String
        if configuration.access == .internal {
            let inside = CallingProgram.stringPrintFunction(calling: tables, access: "public ")
            output = try SwiftCompiler.run(
                .program(main: "import \(module)\n" + CallingProgram.offTheMainThread),
                linking: [.resources(module, files: files, extra: [.text(inside, named: "PrintEverySymbol.swift")], isolation: isolation)])
        } else {
            let main = "import \(module)\n\n" + CallingProgram.stringPrintFunction(calling: tables) + "\n" + CallingProgram.offTheMainThread
            output = try SwiftCompiler.run(.program(main: main), linking: [.resources(module, files: files, isolation: isolation)])
        }
        if GoldenCase.isRecording {
            if isolation == .nonisolated { try Data(output.utf8).write(to: golden.stringRun) }
            return
        }
        #expect(output == (try? String(contentsOf: golden.stringRun, encoding: .utf8)), "\(golden.name)/string-run.txt")
    }
}

/// The `xcode` output of every golden case runs on Linux against the stand-in, called as an
/// app calls it: from another module (from inside the module when its members are internal), in
/// a `nonisolated` function, with the module built under each default isolation. With the
/// catalog's text registered for the module's bundle as the compiled table holds it, every
/// symbol prints exactly what the `string` output prints (`string-run.txt`), both as `.member`
/// and as `.AppResources.member`. So key, table, bundle, argument types and argument order all
/// agree with the catalog, and an argument passed out of order shows as a wrong text or a type
/// mismatch.
@Suite struct XcodeRunTests {
    static let cases = StringTemplateRunTests.cases.flatMap { golden in
        SwiftCompiler.DefaultIsolation.allCases.map { (golden, $0) }
    }

    @Test(arguments: cases)
    func xcodeOutputResolvesAsTheStringOutputPrints(golden: GoldenCase, isolation: SwiftCompiler.DefaultIsolation) throws {
        var configuration = try golden.configuration()
        configuration.template = .builtIn(.xcode)
        configuration.darwinOnly = false
        let files = try golden.generate(configuration).files
        let tables = try golden.tables(configuration)
        // The module is compiled under the name the case gives it, as SwiftPM names it.
        let module = configuration.moduleName ?? "AppResources"
        let output: String
        if configuration.access == .internal {
            // Only code inside the module can call internal members.
            let inside = CallingProgram.xcodePrintFunction(calling: tables, module: module, access: "public ")
            output = try SwiftCompiler.run(
                .program(main: "import \(module)\n" + CallingProgram.offTheMainThread),
                linking: [.resources(module, files: files, extra: [.text(inside, named: "PrintEverySymbol.swift")], isolation: isolation)])
        } else {
            let main = "import \(module)\n\n" + CallingProgram.xcodePrintFunction(calling: tables, module: module) + "\n" + CallingProgram.offTheMainThread
            output = try SwiftCompiler.run(.program(main: main), linking: [.resources(module, files: files, isolation: isolation)])
        }
        let expected = try String(contentsOf: golden.stringRun, encoding: .utf8)
        #expect(output == expected + expected, "\(golden.name): the xcode output prints what string-run.txt holds, unqualified and through the module's namespace")
    }
}
