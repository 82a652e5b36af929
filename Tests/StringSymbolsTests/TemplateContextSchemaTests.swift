import Foundation
import Testing
import TestSupport
@testable import Mustache
@testable import Rendering
@testable import StringSymbols
@testable import Symbols

/// The template context holds exactly the fields of ``TemplateContextSchema``, and the reference
/// documents each of them.
@Suite struct TemplateContextSchemaTests {
    /// A context with every field computed, over a table whose symbol has a parameter.
    func fullContext() throws -> TemplateContext {
        let translation = try Fixture.translate(Fixture.catalog(["greeting %@": Fixture.entry(Fixture.unit("Hello, %@"))]), template: .builtIn(.string))
        var builder = TemplateContextBuilder(generatorVersion: "0", fields: nil)
        builder.templateParameters = ["enumName": .text("Strings")]
        builder.swiftGen = try SwiftGenParameters(builder.templateParameters, access: .public, template: .builtIn(.swiftgen))
        return builder.context(tables: translation.tables, module: ModuleNames(moduleName: "M"))
    }

    func keys(_ value: MustacheValue?) -> Set<String> {
        switch value {
        case .dictionary(let fields)?: Set(fields.keys)
        case .object(let object)?: Set(object.names)
        default: []
        }
    }

    @Test func theBuilderMakesEveryFieldOfTheSchemaAndNoOther() throws {
        let context = try fullContext()
        let file = context.forFile(named: "M.swift", includesModule: true, tableIndices: [0])
        #expect(keys(file) == Set(TemplateContextSchema.Root.allCases.map(\.rawValue)))
        #expect(keys(file["module"]) == Set(TemplateContextSchema.Module.allCases.map(\.rawValue)))
        #expect(keys(file["file"]) == Set(TemplateContextSchema.File.allCases.map(\.rawValue)))
        let table = context.tables[0]
        #expect(keys(table) == Set(TemplateContextSchema.Table.allCases.map(\.rawValue)))
        guard case .list(let symbols)? = table["symbols"] else { Issue.record("no symbols"); return }
        let symbol = symbols[0]
        #expect(keys(symbol) == Set(TemplateContextSchema.Symbol.allCases.map(\.rawValue)))
        guard case .array(let parameters)? = symbol["parameters"] else { Issue.record("no parameters"); return }
        #expect(keys(parameters.first) == Set(TemplateContextSchema.Parameter.allCases.map(\.rawValue)))
        #expect(file["parameters"] == .dictionary(["enumName": .string("Strings")]))
    }

    /// Each field is named in Documentation/Reference.md's section on the context, where the
    /// object that holds it is described.
    @Test func theReferenceDocumentsEveryField() throws {
        let reference = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent("Documentation/Reference.md"), encoding: .utf8)
        let start = try #require(reference.range(of: "### The template context (version \(TemplateContext.version))")).upperBound
        let end = try #require(reference[start...].range(of: "\n## ")).lowerBound
        let section = String(reference[start..<end])
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.joined(separator: "\n")
        func paragraph(_ opening: String) throws -> String {
            let from = try #require(section.range(of: opening)).lowerBound
            return String(section[from...].components(separatedBy: "\n\n")[0])
        }
        for field in TemplateContextSchema.Root.allCases {
            #expect(rows.contains("`\(field.rawValue)`") || rows.contains("`\(field.rawValue)."), "Reference.md leaves out the root field '\(field.rawValue)'")
        }
        for field in TemplateContextSchema.Module.allCases {
            #expect(rows.contains("`module.\(field.rawValue)`"), "Reference.md leaves out 'module.\(field.rawValue)'")
        }
        for field in TemplateContextSchema.SwiftGen.allCases {
            #expect(rows.contains("`swiftGen.\(field.rawValue)`"), "Reference.md leaves out 'swiftGen.\(field.rawValue)'")
        }
        for field in TemplateContextSchema.File.allCases {
            #expect(rows.contains("`file.\(field.rawValue)`"), "Reference.md leaves out 'file.\(field.rawValue)'")
        }
        let levels: [(String, [String])] = [
            ("Each table:", TemplateContextSchema.Table.allCases.map(\.rawValue)),
            ("Each symbol:", TemplateContextSchema.Symbol.allCases.map(\.rawValue)),
            ("Each parameter:", TemplateContextSchema.Parameter.allCases.map(\.rawValue)),
            ("Each SwiftGen level", TemplateContextSchema.SwiftGenLevel.allCases.map(\.rawValue)),
            ("Each SwiftGen string:", TemplateContextSchema.SwiftGenString.allCases.map(\.rawValue)),
        ]
        for (opening, fields) in levels {
            let text = try paragraph(opening)
            for field in fields {
                #expect(text.contains("`\(field)`"), "Reference.md's '\(opening)' leaves out '\(field)'")
            }
        }
    }
}
