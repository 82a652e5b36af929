import Foundation
import CatalogReader
import InputText
import JSON
import Mustache
import PluginFacts
import Rendering
import StringSymbols
import Symbols
import TableModel
import XLIFF

// Prints how long each pipeline stage takes on one catalog, next to a reference measured in the
// same run on the same bytes, so the figures compare across machines as ratios; then how long
// reading the largest legacy tables takes against reading the same tables as catalogs.
//
//   swift run -c release StringSymbolsBenchmark [--iterations N] [--legacy-only] [CATALOG]
//
// Without CATALOG it takes the largest catalog in the corpus folder
// ($STRING_SYMBOLS_CORPUS, or ../shared/corpus beside the package).

let options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))

/// The pipeline's stages on one catalog.
func benchmarkStages(options: BenchmarkOptions) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: options.catalogPath))
    let bytes = [UInt8](data)

    print("catalog: \(options.catalogPath)")
    print("size: \(bytes.count) bytes, \(options.iterations) iterations after \(BenchmarkOptions.warmUp) warm-up runs")

    let reference = measure("Foundation JSONSerialization (reference)", bytes: bytes.count, options: options) {
        _ = try JSONSerialization.jsonObject(with: data)
    }
    let parse = measure("JSONParser: JSON with positions", bytes: bytes.count, options: options) {
        _ = try JSONParser().parse(bytes)
    }
    let read = measure("StringTable.read: parse, model, validate", bytes: bytes.count, options: options) {
        _ = try StringTable.read(bytes: bytes, path: options.catalogPath)
    }

    // Translation runs to the end even when it finds errors (collisions are reported, not thrown
    // early), so a catalog with errors measures the same work as one without.
    let catalog = try StringTable.read(bytes: bytes, path: options.catalogPath).catalog
    let file = LoadedTable(path: options.catalogPath, catalog: catalog)
    let outcome: String
    do {
        let translation = try SymbolTranslator().translate([file], moduleName: "Benchmark")
        outcome = "\(translation.tables.reduce(0) { $0 + $1.symbols.count }) symbols, \(translation.warnings.count) warnings"
    } catch {
        outcome = "\(error.diagnostics.filter { $0.severity == .error }.count) errors"
    }
    let translate = measure("SymbolTranslator.translate (symbols: all; \(outcome))", bytes: bytes.count, options: options) {
        _ = try? SymbolTranslator().translate([file], moduleName: "Benchmark")
    }

    let templates = try TemplateSet(.builtIn(.xcode))
    let tables = try SymbolTranslator().translate([file], moduleName: "Benchmark").tables
    let builder = TemplateContextBuilder(generatorVersion: ToolVersion.current, fields: templates.referencedNames)
    let module = ModuleNames(moduleName: "Benchmark")
    _ = measure("TemplateContextBuilder.context (xcode template)", bytes: bytes.count, options: options) {
        _ = builder.context(tables: tables, module: module)
    }
    let context = builder.context(tables: tables, module: module)
    let renderOptions = MustacheRenderOptions(escaping: .none, missingPartials: .fail, missingVariables: .fail, missingSections: .fail)
    _ = measure("MustacheTemplate.render (xcode template, one file per table)", bytes: bytes.count, options: options) {
        for index in context.tables.indices {
            _ = try templates.entry.render(
                context.forFile(named: "T", includesModule: false, tableIndices: [index]), partials: templates.partials, options: renderOptions)
        }
    }
    let generator = Generator(configuration: GeneratorConfiguration(moduleName: "Benchmark"))
    let generate = measure("Generator.generate: translate, template context, render", bytes: bytes.count, options: options) {
        _ = try? generator.generate(catalogs: [file], moduleName: "Benchmark", layout: .filePerTable)
    }

    // export's stages, for one language (the first of the catalog's other languages).
    let exchange = try ExchangeCatalog(bytes: bytes, path: options.catalogPath, original: "Localizable.xcstrings")
    let language = exchange.languages.first { $0 != exchange.sourceLanguage } ?? exchange.sourceLanguage
    _ = measure("ExchangeCatalog.init: parse, duplicates, what XML cannot hold (all languages)", bytes: bytes.count, options: options) {
        _ = try ExchangeCatalog(bytes: bytes, path: options.catalogPath, original: "Localizable.xcstrings")
    }
    _ = measure("ExchangeCatalog.init: the same, keeping \(language) (as export does)", bytes: bytes.count, options: options) {
        _ = try ExchangeCatalog(bytes: bytes, path: options.catalogPath, original: "Localizable.xcstrings", languages: [language])
    }
    let xliffFile = try exchange.xliffFile(language: language)
    _ = measure("ExchangeCatalog.xliffFile: the units for \(language)", bytes: bytes.count, options: options) {
        _ = try exchange.xliffFile(language: language)
    }
    _ = measure("XLIFFWriter.document: the units' XLIFF", bytes: bytes.count, options: options) {
        _ = XLIFFWriter(tool: XLIFFWriter.Tool(id: "b", name: "B", version: "1", buildNumber: nil)).document([xliffFile])
    }
    _ = measure("ExchangeCatalog.sourceContents: the source language, in Xcode's order", bytes: bytes.count, options: options) {
        _ = exchange.sourceContents()
    }

    print("")
    print(String(format: "JSONParser / reference:           %.2f", parse.median / reference.median))
    print(String(format: "StringTable.read / reference:   %.2f", read.median / reference.median))
    print(String(format: "translate / StringTable.read:   %.2f", translate.median / read.median))
    print(String(format: "generate / StringTable.read:    %.2f", generate.median / read.median))
}

if !options.legacyOnly { try benchmarkStages(options: options) }

for (name, ratio) in try benchmarkLegacyTables(options: options) {
    print(String(format: "legacy table / same catalog, %@: %.2f", name, ratio))
}
