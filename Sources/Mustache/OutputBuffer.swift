/// The rendered text, plus the indentation owed to the current line.
///
/// Indentation is written lazily, just before the first character of a line, and dropped when
/// the line turns out to be empty: indented partials and blocks then never leave trailing
/// whitespace on blank lines.
///
/// A render writes a piece for every tag and every run of text. Pieces are gathered as UTF-8
/// bytes, which costs less than appending each to a `String` (that checks the string's storage
/// every time), and moved into the text a few kilobytes at a time, so that the text is never
/// held twice.
struct OutputBuffer {
    private var text: String
    private var pending: [UInt8] = []
    var pendingIndentation = ""

    /// How many bytes are gathered before they join the text.
    private static let chunkSize = 8_192

    init(text: String, pendingIndentation: String = "") {
        self.text = text
        self.pendingIndentation = pendingIndentation
    }

    /// The text written, leaving the buffer empty.
    mutating func takeText() -> String {
        flush()
        defer { text = "" }
        return text
    }

    mutating func write(_ string: String) {
        guard !string.isEmpty else { return }
        if !pendingIndentation.isEmpty {
            if !Self.startsWithLineBreak(string) {
                append(pendingIndentation)
            }
            pendingIndentation = ""
        }
        if string.utf8.count >= Self.chunkSize {
            // A large piece joins the text as it is: gathered first, it would be copied twice more.
            flush()
            text += string
            return
        }
        append(string)
        if pending.count >= Self.chunkSize { flush() }
    }

    /// Makes room for `count` more bytes at once, so that a large text built from known parts is
    /// not grown by doubling.
    mutating func reserveCapacity(forAppending count: Int) {
        flush()
        text.reserveCapacity(text.utf8.count + count)
    }

    /// The number of bytes written.
    var count: Int { text.utf8.count + pending.count }

    /// Appends what `other` wrote, and takes on the indentation it owes.
    mutating func append(_ other: consuming OutputBuffer) {
        flush()
        text += other.takeText()
        pendingIndentation = other.pendingIndentation
    }

    /// Gathers the bytes of `string`: copied from its storage in one go where it has any
    /// (appending the UTF-8 view costs a call per piece to find that out).
    private mutating func append(_ string: String) {
        let copied: Void? = string.utf8.withContiguousStorageIfAvailable { pending.append(contentsOf: $0) }
        if copied == nil { pending.append(contentsOf: string.utf8) }
    }

    /// Moves the gathered bytes into the text. Every piece written was a whole `String`, so they
    /// are valid UTF-8.
    private mutating func flush() {
        guard !pending.isEmpty else { return }
        text += String(decoding: pending, as: UTF8.self)
        pending.removeAll(keepingCapacity: true)
    }

    private static func startsWithLineBreak(_ string: String) -> Bool {
        var bytes = string.utf8.makeIterator()
        switch bytes.next() {
        case UInt8(ascii: "\n"): return true
        case UInt8(ascii: "\r"): return bytes.next() == UInt8(ascii: "\n")
        default: return false
        }
    }
}
