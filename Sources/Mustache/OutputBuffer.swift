/// The rendered text, plus the indentation owed to the current line.
///
/// Indentation is written lazily, just before the first character of a line, and dropped when
/// the line turns out to be empty: indented partials and blocks then never leave trailing
/// whitespace on blank lines.
struct OutputBuffer {
    var text: String
    var pendingIndentation = ""

    mutating func write(_ string: String) {
        guard !string.isEmpty else { return }
        if !pendingIndentation.isEmpty {
            if !Self.startsWithLineBreak(string) {
                text += pendingIndentation
            }
            pendingIndentation = ""
        }
        text += string
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
