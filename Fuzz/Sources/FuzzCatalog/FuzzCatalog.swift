@testable import CatalogReader
@testable import TableModel

/// Catalog bytes to the validated model: diagnostics are a correct answer; the model's derived
/// views are read too, since later stages rely on them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    do {
        let result = try StringTable.read(bytes: bytes, path: "Fuzz/Localizable.xcstrings")
        _ = result.warnings.map(\.description)
        _ = result.catalog.languages
        for entry in result.catalog.entries {
            _ = result.catalog.sourceValue(of: entry).texts.count
        }
    } catch {
        _ = error.description
    }
    return 0
}
