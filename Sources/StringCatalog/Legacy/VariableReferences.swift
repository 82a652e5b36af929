/// The references of a stringsdict text to its variables: `%#@count@`, `%2$#@accounts@`.
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

    /// Something that looks like a reference but is not one (`%1#@count@`, `%# @sites @`).
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
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") { index += 2; continue }
            let start = index
            var cursor = index + 1
            var number: Int?
            var digitsEnd = cursor
            while digitsEnd < bytes.count, bytes[digitsEnd] >= UInt8(ascii: "0"), bytes[digitsEnd] <= UInt8(ascii: "9") { digitsEnd += 1 }
            if digitsEnd > cursor, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") {
                number = Int(String(decoding: bytes[cursor..<digitsEnd], as: UTF8.self))
                cursor = digitsEnd + 1
            }
            if cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@") {
                let nameStart = cursor + 2
                var nameEnd = nameStart
                while nameEnd < bytes.count, Self.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                if nameEnd > nameStart, nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "@") {
                    let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
                    references.append(Reference(name: name, argumentNumber: number, offset: start, length: nameEnd + 1 - start))
                    index = nameEnd + 1
                    continue
                }
            }
            // `%`, digits or `$`, `#`, spaces, `@`: a reference was meant, but this is none.
            var probe = start + 1
            while probe < bytes.count, (bytes[probe] >= UInt8(ascii: "0") && bytes[probe] <= UInt8(ascii: "9")) || bytes[probe] == UInt8(ascii: "$") { probe += 1 }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "#") {
                probe += 1
                while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") { probe += 1 }
                if probe < bytes.count, bytes[probe] == UInt8(ascii: "@") {
                    var stop = probe + 1
                    while stop < bytes.count, bytes[stop] != UInt8(ascii: "@"), bytes[stop] != UInt8(ascii: "%"), bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
                    let last = stop < bytes.count && bytes[stop] == UInt8(ascii: "@") ? stop + 1 : stop
                    broken.append(Broken(text: String(decoding: bytes[start..<last], as: UTF8.self), offset: start))
                    index = last
                    continue
                }
            }
            index = start + 1
        }
    }

    /// The bytes of a variable's name: letters, digits and `_`, as stringsdict files use.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
