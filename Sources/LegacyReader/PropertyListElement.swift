
/// The elements an XML property list is made of.
enum PropertyListElement: Sendable {
    case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

    /// The element named by the bytes of a tag, or `nil` for any other name (names are
    /// case-sensitive).
    init?(name: UnsafeBufferPointer<UInt8>) {
        // The first byte and the length tell the names apart but for the pairs that share
        // both: dict/data/date, real/true.
        let candidate: PropertyListElement
        switch (name.count, name.first) {
        case (5, UInt8(ascii: "p")): candidate = .plist
        case (4, UInt8(ascii: "d")):
            switch name[1] {
            case UInt8(ascii: "i"): candidate = .dict
            case UInt8(ascii: "a"): candidate = name[2] == UInt8(ascii: "t") && name[3] == UInt8(ascii: "a") ? .data : .date
            default: return nil
            }
        case (5, UInt8(ascii: "a")): candidate = .array
        case (3, UInt8(ascii: "k")): candidate = .key
        case (6, UInt8(ascii: "s")): candidate = .string
        case (7, UInt8(ascii: "i")): candidate = .integer
        case (4, UInt8(ascii: "r")): candidate = .real
        case (4, UInt8(ascii: "t")): candidate = .true
        case (5, UInt8(ascii: "f")): candidate = .false
        default: return nil
        }
        guard PropertyListXMLScanner.spells(name, candidate.literal) else { return nil }
        self = candidate
    }

    var name: String { literal.description }

    var literal: StaticString {
        switch self {
        case .plist: "plist"
        case .dict: "dict"
        case .array: "array"
        case .key: "key"
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .true: "true"
        case .false: "false"
        case .date: "date"
        case .data: "data"
        }
    }

    /// `'<name>'`, as messages name an element.
    var quoted: String { "'<\(name)>'" }
}
