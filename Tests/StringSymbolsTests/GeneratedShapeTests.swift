import Foundation
import InputText
import PluginFacts
import StringSymbols
import Testing

/// The shape of the generated code where the catalogs' shape could leave it odd: a table without
/// symbols, and doc comments of variations.
struct GeneratedShapeTests {
    static let emptyTableCatalogs = [
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

    /// The generated code of `catalogs` (file names and contents) in a module `AppResources`.
    func generate(_ catalogs: [String: String], template: BuiltInTemplate) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-table-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in catalogs {
            let path = folder.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let configuration = GeneratorConfiguration(template: .builtIn(template), moduleName: "AppResources")
        let result = try Generator(configuration: configuration).generate(catalogPaths: paths.sorted(), layout: .singleFile)
        return result.files.map(\.contents).joined()
    }

    /// A table none of whose keys gets a symbol declares nothing: no empty namespace, and no
    /// member of the module's protocol or of `L10n` that leads to one.
    @Test func xcodeOutputDeclaresNoNamespaceForATableWithoutSymbols() throws {
        let output = try generate(Self.emptyTableCatalogs, template: .xcode)
        #expect(output.contains("static var done: LocalizedStringResource"))
        #expect(!output.contains("Retired"))
    }

    @Test func stringOutputDeclaresNoNamespaceForATableWithoutSymbols() throws {
        let output = try generate(Self.emptyTableCatalogs, template: .string)
        #expect(output.contains("static var done: String"))
        #expect(!output.contains("Retired"))
    }

    /// A symbol's doc comment lists plural categories in CLDR's order and devices in Xcode's, as
    /// Xcode's editor shows them, not in the alphabetical order Xcode writes them to the file.
    @Test func docCommentsListVariationsInTheEditorsOrder() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "files" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld files (few)" } },
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } },
                          "zero" : { "stringUnit" : { "state" : "translated", "value" : "No files" } }
                        }
                      }
                    }
                  }
                },
                "open" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "device" : {
                          "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } },
                          "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
                          "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "Open" } }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        for template in [BuiltInTemplate.xcode, .string] {
            let lines = try generate(["Localizable.xcstrings": catalog], template: template).split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("/// - ") }
            #expect(lines == [
                #"/// - plural.zero: "No files""#, #"/// - plural.one: "%lld file""#, #"/// - plural.few: "%lld files (few)""#, #"/// - plural.other: "%lld files""#,
                #"/// - device.iphone: "Tap""#, #"/// - device.ipad: "Tap to open""#, #"/// - device.mac: "Click to open""#, #"/// - device.other: "Open""#,
            ], "\(template)")
        }
    }
}
