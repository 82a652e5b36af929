import Foundation
import InputText
import PluginFacts
import StringSymbols
import Testing

/// A table none of whose keys gets a symbol declares nothing: no empty namespace, and no member
/// of the module's protocol or of `L10n` that leads to one.
struct EmptyTableTests {
    static let catalogs = [
        "Localizable.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "done" : { "extractionState" : "manual" }
              },
              "version" : "1.0"
            }
            """,
        "Retired.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "old.title" : { "extractionState" : "stale" }
              },
              "version" : "1.0"
            }
            """,
    ]

    func generate(_ template: BuiltInTemplate) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-table-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in Self.catalogs {
            let path = folder.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let configuration = GeneratorConfiguration(template: .builtIn(template), moduleName: "AppResources")
        let result = try Generator(configuration: configuration).generate(catalogPaths: paths.sorted(), layout: .singleFile)
        return result.files.map(\.contents).joined()
    }

    @Test func xcodeOutputDeclaresNoNamespaceForATableWithoutSymbols() throws {
        let output = try generate(.xcode)
        #expect(output.contains("static var done: LocalizedStringResource"))
        #expect(!output.contains("Retired"))
    }

    @Test func stringOutputDeclaresNoNamespaceForATableWithoutSymbols() throws {
        let output = try generate(.string)
        #expect(output.contains("static var done: String"))
        #expect(!output.contains("Retired"))
    }
}
