@testable import CatalogReader
@testable import LegacyReader
@testable import PluginFacts
@testable import StringSymbols
@testable import TableInputs
@testable import TableModel

/// The whole generator in memory: the input is a table of module `FuzzModule`, generated with
/// the CLI's default configuration into Swift, once with each built-in template (`xcode` a file
/// per table, as the build plugin writes it; `string` as one file, as `generate --stdout` prints
/// it). An input whose first byte that is not white space is `{` is a catalog,
/// `FuzzModule/Localizable.xcstrings`; one whose first such byte is `<` the legacy table's
/// `en.lproj/Localizable.stringsdict`, anything else its `en.lproj/Localizable.strings`.
/// Diagnostics from any stage are a correct answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF, 0xFF, 0xFE].contains($0) }
    let catalogs: [LoadedTable]
    if first == UInt8(ascii: "{") {
        let path = "FuzzModule/Localizable.xcstrings"
        guard let read = try? StringTable.read(bytes: bytes, path: path) else { return 0 }
        catalogs = [LoadedTable(path: path, catalog: read.catalog)]
    } else {
        let kind: TableInput.LegacyFile.Kind = first == UInt8(ascii: "<") ? .stringsdict : .strings
        let path = "FuzzModule/en.lproj/Localizable." + (kind == .strings ? "strings" : "stringsdict")
        let table = TableInput(
            name: "Localizable", format: .legacy, path: path,
            legacyFiles: [TableInput.LegacyFile(path: path, kind: kind, language: "en", isSource: true)], sourceLanguage: "en")
        guard let read = try? LegacyTableReader(contents: [path: Array(bytes)]).read(table) else { return 0 }
        catalogs = [LoadedTable(path: path, catalog: read.catalog, tableName: "Localizable")]
    }
    for (template, layout) in [(BuiltInTemplate.xcode, Generator.Layout.filePerTable), (.string, .singleFile)] {
        let generator = Generator(configuration: GeneratorConfiguration(template: .builtIn(template)))
        _ = try? generator.generate(catalogs: catalogs, moduleName: "FuzzModule", layout: layout)
    }
    return 0
}
