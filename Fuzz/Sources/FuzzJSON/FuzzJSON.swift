@testable import JSON

/// The position-aware JSON reader on arbitrary bytes: a syntax error is a correct answer, and the
/// value's walk below reads every key, string and location so that a broken one would show.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    if let value = try? JSONParser().parse(bytes) {
        _ = weight(of: value)
        // A shallow limit exercises the depth check on small inputs too.
        _ = try? JSONParser(maximumDepth: 4).parse(bytes)
    }
    return 0
}

/// Touches every part of the parsed tree, including duplicate-key grouping.
private func weight(of value: JSONValue) -> Int {
    var total = value.location.line &+ value.location.column
    switch value.kind {
    case .object(let object):
        let (unique, duplicates) = object.uniqueMembers()
        total &+= unique.count &+ duplicates.count
        for member in object.members {
            total &+= member.key.utf8.count &+ member.keyLocation.column &+ weight(of: member.value)
        }
    case .array(let elements):
        for element in elements { total &+= weight(of: element) }
    case .string(let string):
        total &+= string.unicodeScalars.count
    case .number:
        total &+= value.integer ?? 0
    case .bool, .null:
        break
    }
    return total
}
