extension SwiftScanner {
    /// Reads the extended regular expression literal `#/…/#` (with as many `#`s on both ends)
    /// whose first `#` is at the cursor; it may span lines.
    mutating func lexExtendedRegex(hashes: Int) throws(SwiftLexError) {
        let (startLine, startColumn, start) = (line, column, index)
        index += hashes + 1
        while let byte = current {
            if byte == UInt8(ascii: "/"), (1...hashes).allSatisfy({ peek(at: index + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                append(.regex, from: start, line: startLine, column: startColumn)
                return
            }
            if byte == UInt8(ascii: "\\"), let next = peek(at: index + 1), !Self.isLineBreak(next) {
                index += 2
            } else if Self.isLineBreak(byte) {
                stepOverLineBreak()
            } else {
                index += 1
            }
        }
        throw error("a regular expression literal without its closing '/\(String(repeating: "#", count: hashes))'", line: startLine, column: startColumn)
    }

    /// Whether the `/` at the cursor starts a regular expression literal rather than dividing:
    /// it stands where an expression starts (after an operator, an opening bracket, a comma, a
    /// colon or a keyword such as `return`), is not followed by a space, and a `/` on the same
    /// line ends it, as Swift's rule for bare literals has it.
    func isAtBareRegex() -> Bool {
        guard let next = peek(at: index + 1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"), !Self.isLineBreak(next) else { return false }
        if let previous = tokens.last {
            switch previous.kind {
            case .operator, .interpolationStart:
                break
            case .punctuation(let byte) where [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";")].contains(byte):
                break
            case .identifier(let name) where Self.keywordsBeforeExpressions.contains(name):
                break
            default:
                return false
            }
        }
        return endOfBareRegex() != nil
    }

    static let keywordsBeforeExpressions: Set<String> = ["return", "case", "in", "if", "guard", "while", "where", "try", "await", "throw", "yield", "else", "repeat", "switch"]

    /// The offset just past the `/` that ends the bare literal at the cursor, on its line.
    private func endOfBareRegex() -> Int? {
        var cursor = index + 1
        var inClass = false
        while cursor < bytes.count, !Self.isLineBreak(bytes[cursor]) {
            switch bytes[cursor] {
            case UInt8(ascii: "\\"):
                cursor += 2
                continue
            case UInt8(ascii: "["):
                inClass = true
            case UInt8(ascii: "]"):
                inClass = false
            case UInt8(ascii: "/") where !inClass:
                // A literal may not end with a space before its closing `/`.
                return bytes[cursor - 1] == UInt8(ascii: " ") ? nil : cursor + 1
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// Reads the bare regular expression literal at the cursor.
    mutating func lexBareRegex() throws(SwiftLexError) {
        let (startLine, startColumn, start) = (line, column, index)
        guard let end = endOfBareRegex() else { throw error("a regular expression literal without its closing '/'") }
        index = end
        append(.regex, from: start, line: startLine, column: startColumn)
    }
}
