import InputText


/// Writes ``JSONNode``s as text: the one JSON writer, with what differs between the documents
/// written as its parameters (the order of object keys, the separator between a key and its
/// value, how an empty container looks). Indented by two spaces, one member or element a line;
/// strings escape `"`, `\` and control characters and keep everything else as it is (no `\/`,
/// no `\u` for non-ASCII).
package struct JSONWriter: Sendable {
    /// The order of an object's members.
    package enum KeyOrder: Sendable {
        /// As the node gives them.
        case asGiven
        /// By the keys' UTF-8 bytes.
        case bytes
        /// Without regard to ASCII case, then by bytes: `JSONSerialization`'s `.sortedKeys` for
        /// the keys of reports.
        case ignoringCase
        /// By a comparison of the caller's (`localizedStandardCompare`, for String Catalogs).
        case custom(@Sendable (String, String) -> Bool)
    }

    /// The order of an object's members.
    package var keyOrder: KeyOrder
    /// Between a key and its value: `": "`, or `" : "` as Apple's writers put it.
    package var keySeparator: String
    /// Whether an empty object or array has an empty line between its brackets (`{`, newline,
    /// newline, `}`), as Apple's writers lay it out, rather than `{}`.
    package var emptyContainersSpanLines: Bool
    /// Whether the text ends with a line feed.
    package var endsWithNewline: Bool

    /// Creates a writer.
    package init(keyOrder: KeyOrder = .bytes, keySeparator: String = ": ", emptyContainersSpanLines: Bool = false, endsWithNewline: Bool = true) {
        self.keyOrder = keyOrder
        self.keySeparator = keySeparator
        self.emptyContainersSpanLines = emptyContainersSpanLines
        self.endsWithNewline = endsWithNewline
    }

    /// `node` as text.
    package func text(_ node: JSONNode) -> String {
        String(decoding: bytes(node), as: UTF8.self)
    }

    /// `node` as UTF-8 bytes.
    package func bytes(_ node: JSONNode) -> [UInt8] {
        var stream = JSONStream(self)
        write(node, to: &stream)
        return stream.document()
    }

    private func write(_ node: JSONNode, to stream: inout JSONStream) {
        switch node {
        case .null: stream.null()
        case .bool(let value): stream.bool(value)
        case .integer(let value): stream.integer(value)
        case .number(let text): stream.number(text)
        case .string(let string): stream.string(string)
        case .array(let elements):
            stream.beginArray()
            for element in elements {
                stream.element()
                write(element, to: &stream)
            }
            stream.end()
        case .object(let members):
            stream.beginObject()
            for member in sorted(members) {
                stream.key(member.key)
                write(member.value, to: &stream)
            }
            stream.end()
        }
    }

    private func sorted(_ members: [JSONNode.Member]) -> [JSONNode.Member] {
        switch keyOrder {
        case .asGiven: members
        case .bytes: members.sortedOutOfLine { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        case .ignoringCase: members.sortedOutOfLine { Self.precedesIgnoringCase($0.key, $1.key) }
        case .custom(let precedes): members.sortedOutOfLine { precedes($0.key, $1.key) }
        }
    }

    /// Keys without regard to ASCII case, then by their bytes.
    private static func precedesIgnoringCase(_ lhs: String, _ rhs: String) -> Bool {
        let folded = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte }
        if let order = zip(lhs.utf8, rhs.utf8).first(where: { folded($0) != folded($1) }) { return folded(order.0) < folded(order.1) }
        if lhs.utf8.count != rhs.utf8.count { return lhs.utf8.count < rhs.utf8.count }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// `string` as a JSON string: quotes, backslashes and control characters escaped, `/` and
    /// everything else as it is.
    static func writeString(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: their bytes are copied at once.
        let copied: Bool? = string.utf8.withContiguousStorageIfAvailable { utf8 in
            for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied == true {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
