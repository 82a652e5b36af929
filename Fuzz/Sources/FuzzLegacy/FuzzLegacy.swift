@testable import LegacyReader
@testable import TableInputs
@testable import TableModel

/// Legacy file bytes to the table model: the text decoder, the `.strings` and XML property-list
/// readers and the stringsdict mapping. The first byte chooses the file (`.strings` or
/// `.stringsdict`) and whether it is the source or a translation beside an empty source; the
/// rest is the file. Diagnostics are a correct answer; the model's views are read too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let kind: TableInput.LegacyFile.Kind = selector & 1 == 0 ? .strings : .stringsdict
    let isSource = selector & 2 == 0
    let source = "Fuzz/en.lproj/Localizable.strings"
    let path = isSource ? (kind == .strings ? source : "Fuzz/en.lproj/Localizable.stringsdict") : (kind == .strings ? "Fuzz/de.lproj/Localizable.strings" : "Fuzz/de.lproj/Localizable.stringsdict")
    var files = [TableInput.LegacyFile(path: path, kind: kind, language: isSource ? "en" : "de", isSource: isSource)]
    var contents = [path: bytes]
    if !isSource {
        files.insert(TableInput.LegacyFile(path: source, kind: .strings, language: "en", isSource: true), at: 0)
        contents[source] = []
    }
    let table = TableInput(name: "Localizable", format: .legacy, path: files[0].path, legacyFiles: files, sourceLanguage: "en")
    do {
        let result = try LegacyTableReader(summarizesTranslationProblems: selector & 4 == 0, contents: contents).read(table)
        _ = result.warnings.map(\.description)
        _ = result.catalog.languages
        for entry in result.catalog.entries {
            _ = result.catalog.sourceValue(of: entry).texts.count
            _ = result.catalog.sourceFiles.resolve(entry.keyLocation)
        }
    } catch {
        _ = error.description
    }
    return 0
}
