import InputText

/// The id of an XLIFF unit as Xcode writes it: the key alone for a string, and for one leaf of a
/// string's variations the key, `|==|`, and the leaf's path: `key|==|plural.one`,
/// `key|==|device.iphone.plural.one`, `key|==|substitutions.NAME.plural.one`. A substitution
/// name with a dot is written between `@`s (`substitutions.@A.B@.plural.one`), so that the path's
/// dots stay unambiguous.
struct UnitID {
    static let separator = "|==|"

    /// The id of `key`'s leaf at `path` (pairs of a variation kind and a case, or
    /// `substitutions` and a name); the key alone when `path` is empty.
    static func id(key: String, path: [String]) -> String {
        guard !path.isEmpty else { return key }
        var id = key + separator
        var previous: String?
        for (index, segment) in path.enumerated() {
            if index > 0 { id += "." }
            id += previous == "substitutions" && segment.utf8Contains(UInt8(ascii: ".")) ? "@\(segment)@" : segment
            previous = segment
        }
        return id
    }
}
