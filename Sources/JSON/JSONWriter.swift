
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
        var bytes: [UInt8] = []
        write(node, indent: 0, into: &bytes)
        if endsWithNewline { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    /// Some of the members of an object at nesting level `indent`, as they stand between its
    /// braces: each on lines of its own, followed by a comma unless it is the object's last
    /// (`endsObject`). For a caller that writes the members of a large object on several cores,
    /// a run each, and puts them together with ``object(memberLines:indent:)`` or
    /// ``appendMember(key:objectOf:indent:endsObject:to:)``.
    package func memberLines(_ members: [JSONNode.Member], indent: Int, endsObject: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, member) in members.enumerated() {
            bytes += repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1))
            Self.writeString(member.key, into: &bytes)
            bytes += keySeparator.utf8
            write(member.value, indent: indent + 1, into: &bytes)
            if !(endsObject && index == members.count - 1) { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// The member `key` of an object at nesting level `indent` whose value is an object made of
    /// runs of its members (``memberLines(_:indent:endsObject:)`` at `indent + 1`), as
    /// ``memberLines(_:indent:endsObject:)`` writes members, appended to `bytes`.
    package func appendMember(key: String, objectOf runs: [[UInt8]], indent: Int, endsObject: Bool, to bytes: inout [UInt8]) {
        bytes += repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1))
        Self.writeString(key, into: &bytes)
        bytes += keySeparator.utf8
        appendObject(memberLines: runs, indent: indent + 1, to: &bytes)
        if !endsObject { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// An object at nesting level `indent` made of runs of its members written by
    /// ``memberLines(_:indent:endsObject:)``, in order: a document when `indent` is 0, ended as
    /// the writer ends documents.
    package func object(memberLines runs: [[UInt8]], indent: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(runs.reduce(2 * indent + 8) { $0 + $1.count })
        appendObject(memberLines: runs, indent: indent, to: &bytes)
        if indent == 0 && endsWithNewline { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    private func appendObject(memberLines runs: [[UInt8]], indent: Int, to bytes: inout [UInt8]) {
        if runs.allSatisfy(\.isEmpty) && !emptyContainersSpanLines {
            bytes += "{}".utf8
            return
        }
        bytes.append(UInt8(ascii: "{"))
        bytes.append(UInt8(ascii: "\n"))
        if runs.allSatisfy(\.isEmpty) { bytes.append(UInt8(ascii: "\n")) }
        for run in runs { bytes += run }
        bytes += repeatElement(UInt8(ascii: " "), count: 2 * indent)
        bytes.append(UInt8(ascii: "}"))
    }

    private func write(_ node: JSONNode, indent: Int, into bytes: inout [UInt8]) {
        switch node {
        case .null: bytes += "null".utf8
        case .bool(let value): bytes += (value ? "true" : "false").utf8
        case .integer(let value): bytes += String(value).utf8
        case .number(let text): bytes += text.utf8
        case .string(let string): Self.writeString(string, into: &bytes)
        case .array(let elements):
            writeContainer("[", "]", count: elements.count, indent: indent, into: &bytes) { index, bytes in
                write(elements[index], indent: indent + 1, into: &bytes)
            }
        case .object(let members):
            let ordered = sorted(members)
            writeContainer("{", "}", count: ordered.count, indent: indent, into: &bytes) { index, bytes in
                Self.writeString(ordered[index].key, into: &bytes)
                bytes += keySeparator.utf8
                write(ordered[index].value, indent: indent + 1, into: &bytes)
            }
        }
    }

    private func sorted(_ members: [JSONNode.Member]) -> [JSONNode.Member] {
        switch keyOrder {
        case .asGiven: members
        case .bytes: members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        case .ignoringCase: members.sorted { Self.precedesIgnoringCase($0.key, $1.key) }
        case .custom(let precedes): members.sorted { precedes($0.key, $1.key) }
        }
    }

    /// `open`, each of `count` elements on a line of its own one level in, and `close`.
    private func writeContainer(
        _ open: Unicode.Scalar, _ close: Unicode.Scalar, count: Int, indent: Int, into bytes: inout [UInt8], element: (Int, inout [UInt8]) -> Void
    ) {
        bytes.append(UInt8(ascii: open))
        if count == 0 && !emptyContainersSpanLines {
            bytes.append(UInt8(ascii: close))
            return
        }
        bytes.append(UInt8(ascii: "\n"))
        for index in 0..<count {
            bytes += repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1))
            element(index, &bytes)
            if index < count - 1 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
        }
        if count == 0 { bytes.append(UInt8(ascii: "\n")) }
        bytes += repeatElement(UInt8(ascii: " "), count: 2 * indent)
        bytes.append(UInt8(ascii: close))
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
    private static func writeString(_ string: String, into bytes: inout [UInt8]) {
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
