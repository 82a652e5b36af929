@testable import CatalogWriter
@testable import JSON

/// `format` never changes what a catalog says: for every document the parser accepts, what the
/// formatter writes parses to the same values (members compared by key, in any order), and
/// formatting that again changes nothing. A document it refuses must be one that cannot be
/// written without losing a value (a repeated key) or that is no object.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let value = try? JSONParser().parse(bytes) else { return 0 }
    let formatted: [UInt8]
    do {
        formatted = try CatalogFormatter().format(bytes, path: "fuzz.xcstrings")
    } catch {
        if value.object != nil, !hasRepeatedKey(value) { fatalError("refused a valid document: \(error)") }
        return 0
    }
    guard let reparsed = try? JSONParser().parse(formatted) else { fatalError("the formatted text does not parse") }
    if JSONNode(reparsed).canonical != JSONNode(value).canonical { fatalError("formatting changed the document's values") }
    guard (try? CatalogFormatter().format(formatted, path: "fuzz.xcstrings")) == formatted else { fatalError("formatting twice changed the text") }
    return 0
}

private func hasRepeatedKey(_ value: JSONValue) -> Bool {
    switch value.kind {
    case .object(let object): !object.uniqueMembers().duplicates.isEmpty || object.members.contains { hasRepeatedKey($0.value) }
    case .array(let elements): elements.contains(where: hasRepeatedKey)
    default: false
    }
}
