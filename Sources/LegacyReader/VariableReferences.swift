import InputText
import TableModel

/// The references of a stringsdict text to its variables: `%#@count@`, `%2$#@accounts@`, read
/// with the one format grammar (``FormatString``), so that a stringsdict and a String Catalog
/// accept the same references.
struct VariableReferences {
    /// One reference.
    struct Reference {
        /// The variable's name.
        var name: String
        /// The argument number written before it (`%2$#@…@`), if any.
        var argumentNumber: Int?
        /// Where the reference's `%` is, in UTF-8 bytes from the start of the text.
        var offset: Int
        /// How many UTF-8 bytes the reference spans.
        var length: Int
    }

    /// Something that looks like a reference but is not one Foundation reads: `%1#@count@`,
    /// `%# @sites @`, `%#@total.count@`.
    struct Broken {
        /// What was written, from its `%` on.
        var text: String
        /// Where it is, in UTF-8 bytes from the start of the text.
        var offset: Int
    }

    var references: [Reference] = []
    var broken: [Broken] = []

    /// The references of `text`, and whatever holds `#@` without being one.
    init(_ text: String) {
        let format = FormatString(text)
        for segment in format.segments {
            switch segment.kind {
            case .placeholder(let placeholder):
                guard let name = placeholder.substitutionName else { continue }
                if FormatString.isSubstitutionName(name) {
                    references.append(Reference(
                        name: name, argumentNumber: placeholder.argumentNumber, offset: segment.utf8Offset, length: segment.utf8Length))
                } else {
                    broken.append(Broken(text: placeholder.text, offset: segment.utf8Offset))
                }
            case .text(let literal):
                broken += Self.misspeltReferences(in: literal, at: segment.utf8Offset)
            case .percent:
                continue
            }
        }
        broken.sortOutOfLine { $0.offset < $1.offset }
    }

    /// `%`, digits or `$`, `#`, spaces, `@` in literal text: a reference was meant, but the
    /// parse found none (`%1#@count@` lacks its `$`; `%# @sites @` has spaces). `%0$#@name@`
    /// is not one: Foundation prints a position of 0 and what follows it as text (`0#@name@`),
    /// and so does SwiftGen.
    private static func misspeltReferences(in literal: String, at base: Int) -> [Broken] {
        let bytes = Array(literal.utf8)
        var found: [Broken] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            let start = index
            var probe = start + 1
            while probe < bytes.count, bytes[probe] == UInt8(ascii: "0") { probe += 1 }
            if probe > start + 1, probe < bytes.count, bytes[probe] == UInt8(ascii: "$") {
                index = probe
                continue
            }
            while probe < bytes.count, (bytes[probe] >= UInt8(ascii: "0") && bytes[probe] <= UInt8(ascii: "9")) || bytes[probe] == UInt8(ascii: "$") { probe += 1 }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "#") {
                probe += 1
                while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
                if probe < bytes.count, bytes[probe] == UInt8(ascii: "@") {
                    var stop = probe + 1
                    while stop < bytes.count, bytes[stop] != UInt8(ascii: "@"), bytes[stop] != UInt8(ascii: "%"), bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
                    let last = stop < bytes.count && bytes[stop] == UInt8(ascii: "@") ? stop + 1 : stop
                    found.append(Broken(text: String(decoding: bytes[start..<last], as: UTF8.self), offset: base + start))
                    index = last
                    continue
                }
            }
            index = start + 1
        }
        return found
    }
}
