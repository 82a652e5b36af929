import Foundation
import Testing
import StringCatalog
import TestSupport
@testable import StringSymbols

/// The `string` output of every golden case compiles and runs on Linux: a program calls every
/// accessor with sample arguments and prints the result, which must match `string-run.txt`.
@Suite
struct StringTemplateRunTests {
    static let cases = GoldenCase.all.filter { $0.name != "custom-template" }

    @Test(arguments: cases)
    func stringOutputCompilesAndRuns(golden: GoldenCase) throws {
        var configuration = try golden.configuration()
        configuration.template = .builtIn(.string)
        let result = try golden.generate(configuration)
        let translation = try SymbolTranslator(selection: configuration.symbols, template: configuration.template).translate(
            try golden.catalogPaths.map { path in CatalogFile(path: path, catalog: try StringCatalog.read(contentsOfFile: path).catalog) },
            moduleName: "AppResources")
        let program = Self.program(calling: translation.tables)
        let sources = result.files.map { SwiftCompiler.Source.text($0.contents, named: $0.name) } + [.text(program, named: "main.swift")]
        let output = try SwiftCompiler.run(SwiftCompiler.Module("Program", sources: sources))
        let expectedFile = golden.folder.appendingPathComponent("string-run.txt")
        if GoldenCase.isRecording {
            try Data(output.utf8).write(to: expectedFile)
            return
        }
        #expect(output == (try? String(contentsOf: expectedFile, encoding: .utf8)), "\(golden.name)/string-run.txt")
    }

    /// A `main.swift` that prints every accessor, called with sample arguments.
    static func program(calling tables: [SymbolTable]) -> String {
        var lines: [String] = []
        for table in tables {
            let prefix = table.isDefault ? "L10n." : "L10n.\(table.typeName.memberReference)."
            for symbol in table.symbols {
                var call = prefix + symbol.name.memberReference
                if !symbol.parameters.isEmpty {
                    let arguments = symbol.parameters.map { parameter in
                        (parameter.label.map { "\($0): " } ?? "") + sampleValue(parameter.type, number: parameter.argumentNumber)
                    }
                    call += "(" + arguments.joined(separator: ", ") + ")"
                }
                lines.append("print(\(SwiftSource.stringLiteral(table.tableName + "." + symbol.signatureDescription + " = ")) + \(call))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func sampleValue(_ type: FormatArgumentType, number: Int) -> String {
        switch type {
        case .string: "\"text\(number)\""
        case .int, .int32, .int16, .int8: "\(number * 10 + 2)"
        case .uint, .uint32, .uint16, .uint8: "\(number * 10 + 3)"
        case .double: "\(number).25"
        case .cChar: "65"
        case .cString, .utf16String, .rawPointer: "nil"
        }
    }
}
