import StringCatalog
import StringSymbols

/// The whole generator in memory: the input is a catalog file `FuzzModule/Localizable.xcstrings`,
/// generated with the CLI's default configuration into Swift, once with each built-in template
/// (`xcode` a file per table, as the build plugin writes it; `string` as one file, as
/// `generate --stdout` prints it). Diagnostics from any stage are a correct answer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = "FuzzModule/Localizable.xcstrings"
    guard let read = try? StringCatalog.read(bytes: UnsafeBufferPointer(start: data, count: size), path: path) else {
        return 0
    }
    let catalogs = [CatalogFile(path: path, catalog: read.catalog)]
    for (template, layout) in [(BuiltInTemplate.xcode, Generator.Layout.filePerTable), (.string, .singleFile)] {
        let generator = Generator(configuration: GeneratorConfiguration(template: .builtIn(template)))
        _ = try? generator.generate(catalogs: catalogs, moduleName: "FuzzModule", layout: layout)
    }
    return 0
}
