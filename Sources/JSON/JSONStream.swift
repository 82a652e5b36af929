/// JSON written as it is produced, in a ``JSONWriter``'s layout: for a document made straight
/// from a model, without a ``JSONNode`` in between. The caller gives members in the order they
/// are to be written; ``JSONWriter`` writes its nodes through a stream.
///
/// A member is ``key(_:)`` followed by one value; an element of an array is ``element()``
/// followed by one value. A container's value is ``beginObject()`` or ``beginArray()``, its
/// members or elements, and ``end()``. The members of a large object can be written on several
/// cores, a run each by a stream of ``init(membersOf:indent:capacity:)``, and put in place with
/// ``appendMembers(_:)``.
package struct JSONStream {
    /// The text so far, in UTF-8.
    package private(set) var bytes: [UInt8]
    private let keySeparator: [UInt8]
    private let emptyContainersSpanLines: Bool
    private let endsWithNewline: Bool
    /// Each open container, outermost first: how many members or elements it has so far, and
    /// the bracket that closes it.
    private var open: [(count: Int, close: UInt8)] = []
    /// The nesting level of the next member or element: its indentation is two spaces a level.
    private var depth: Int

    /// A stream that writes a document, or a value at nesting level `indent`.
    package init(_ writer: JSONWriter, indent: Int = 0, capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
        keySeparator = Array(writer.keySeparator.utf8)
        emptyContainersSpanLines = writer.emptyContainersSpanLines
        endsWithNewline = writer.endsWithNewline
        depth = indent
        open.reserveCapacity(8)
    }

    /// A stream that writes some of the members of an object at nesting level `indent`, for
    /// another stream to put in place with ``appendMembers(_:)``.
    package init(membersOf writer: JSONWriter, indent: Int, capacity: Int = 0) {
        self.init(writer, indent: indent + 1, capacity: capacity)
        open.append((0, UInt8(ascii: "}")))
    }

    /// Begins a member of the innermost object: its key; its value follows.
    package mutating func key(_ key: String) {
        startItem()
        JSONWriter.writeString(key, into: &bytes)
        bytes += keySeparator
    }

    /// Begins an element of the innermost array; its value follows.
    package mutating func element() {
        startItem()
    }

    /// A member whose value is `string`.
    package mutating func member(_ key: String, _ string: String) {
        self.key(key)
        self.string(string)
    }

    package mutating func string(_ string: String) {
        JSONWriter.writeString(string, into: &bytes)
    }

    package mutating func bool(_ value: Bool) {
        bytes += (value ? "true" : "false").utf8
    }

    package mutating func integer(_ value: Int) {
        bytes += String(value).utf8
    }

    /// A number as its text, which must be a JSON number.
    package mutating func number(_ text: String) {
        bytes += text.utf8
    }

    package mutating func null() {
        bytes += "null".utf8
    }

    package mutating func beginObject() {
        begin(UInt8(ascii: "{"))
    }

    package mutating func beginArray() {
        begin(UInt8(ascii: "["))
    }

    /// Ends the innermost container: its closing bracket at its own indentation.
    package mutating func end() {
        let (count, close) = open.removeLast()
        depth -= 1
        if count == 0 && !emptyContainersSpanLines {
            // `{}`: the line break written after the bracket goes.
            bytes.removeLast()
            bytes.append(close)
            return
        }
        bytes.append(UInt8(ascii: "\n"))
        indent(depth)
        bytes.append(close)
    }

    /// Members of the innermost object, written by a stream of ``init(membersOf:indent:capacity:)``
    /// at its nesting level.
    package mutating func appendMembers(_ members: [UInt8]) {
        guard !members.isEmpty else { return }
        let innermost = open.count - 1
        if open[innermost].count > 0 {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\n"))
        }
        open[innermost].count += 1
        bytes += members
    }

    /// The document written, ended as the writer ends documents.
    package consuming func document() -> [UInt8] {
        if endsWithNewline { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }

    private mutating func begin(_ open: UInt8) {
        bytes.append(open)
        bytes.append(UInt8(ascii: "\n"))
        self.open.append((0, open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")))
        depth += 1
    }

    /// A comma after the previous member or element, and the indentation of this one.
    private mutating func startItem() {
        let innermost = open.count - 1
        if open[innermost].count > 0 {
            bytes.append(UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\n"))
        }
        open[innermost].count += 1
        indent(depth)
    }

    private mutating func indent(_ level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }
}
