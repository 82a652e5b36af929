/// Splits Swift source into tokens, with positions, well enough to find call shapes reliably: it
/// knows comments (nested), every form of string literal (multi-line, raw `#"…"#`, interpolations
/// with nested parentheses and strings), regular expression literals and `#if` lines, and reads
/// the rest as names, numbers, punctuation and operators. It does not parse: it never needs to
/// know what an expression means.
///
/// A file it cannot read completely (a literal or comment without its end, an escape Swift does
/// not have) is an error at the spot, so that nothing is concluded from half a file.
public enum SwiftLexer {
    /// The tokens of `source`.
    public static func tokens(of source: String) throws(SwiftLexError) -> [SwiftToken] {
        var text = source
        let result = text.withUTF8 { bytes in
            Result { () throws(SwiftLexError) in try tokens(of: bytes) }
        }
        return try result.get()
    }

    /// The tokens of the UTF-8 bytes `bytes`.
    public static func tokens(of bytes: UnsafeBufferPointer<UInt8>) throws(SwiftLexError) -> [SwiftToken] {
        var scanner = SwiftScanner(bytes: bytes)
        try scanner.lexCode(inInterpolation: false)
        return scanner.tokens
    }
}

/// The state of one lexing pass: a cursor over the bytes, the current line, and the tokens so far.
struct SwiftScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    var lineStart = 0
    var tokens: [SwiftToken] = []
    var names = NameCache()

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 5)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func peek(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    var column: Int { index - lineStart + 1 }

    func error(_ message: String, line: Int? = nil, column: Int? = nil) -> SwiftLexError {
        SwiftLexError(message: message, line: line ?? self.line, column: column ?? self.column)
    }

    mutating func append(_ kind: SwiftToken.Kind, from start: Int, line: Int, column: Int) {
        tokens.append(SwiftToken(kind: kind, range: start..<index, line: line, column: column))
    }

    /// Steps over the line break at the cursor (`\n`, `\r\n` or `\r`) and starts a new line.
    mutating func stepOverLineBreak() {
        if bytes[index] == UInt8(ascii: "\r"), peek(at: index + 1) == UInt8(ascii: "\n") { index += 1 }
        index += 1
        line += 1
        lineStart = index
    }

    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...: true
        default: false
        }
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
             UInt8(ascii: "?"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }

    // MARK: Code

    /// Reads code up to the end of the text, or, in an interpolation, up to the `)` that closes it
    /// (left at the cursor).
    mutating func lexCode(inInterpolation: Bool) throws(SwiftLexError) {
        var parentheses = 0
        while let byte = current {
            let (startLine, startColumn, start) = (line, column, index)
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
                // A run of spaces (indentation, mostly) at once, not a turn of the switch each.
                repeat { index += 1 } while index < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t"))
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                stepOverLineBreak()
            case UInt8(ascii: "/") where peek(at: index + 1) == UInt8(ascii: "/"):
                while let next = current, !Self.isLineBreak(next) { index += 1 }
            case UInt8(ascii: "/") where peek(at: index + 1) == UInt8(ascii: "*"):
                try skipBlockComment()
            case UInt8(ascii: "\""):
                try lexString(hashes: 0)
            case UInt8(ascii: "#"):
                try lexPound()
            case UInt8(ascii: "/") where isAtBareRegex():
                try lexBareRegex()
            case UInt8(ascii: "`"):
                index += 1
                let nameStart = index
                while let next = current, next != UInt8(ascii: "`"), !Self.isLineBreak(next) { index += 1 }
                guard current == UInt8(ascii: "`") else { throw error("a backticked name without its closing backtick", line: startLine, column: startColumn) }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
                index += 1
                append(.identifier(name), from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
                append(.number, from: start, line: startLine, column: startColumn)
            case _ where Self.isIdentifierHead(byte):
                while let next = current, Self.isIdentifierBody(next) { index += 1 }
                append(.identifier(names.name(bytes, start..<index)), from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
                append(.punctuation(byte), from: start, line: startLine, column: startColumn)
            case UInt8(ascii: ")"):
                if inInterpolation && parentheses == 0 { return }
                parentheses -= 1
                index += 1
                append(.punctuation(byte), from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "\\"):
                index += 1
                append(.punctuation(byte), from: start, line: startLine, column: startColumn)
            case UInt8(ascii: ".") where peek(at: index + 1) != UInt8(ascii: "."):
                index += 1
                append(.punctuation(byte), from: start, line: startLine, column: startColumn)
            case UInt8(ascii: "."):
                // `...`, `..<`: an operator that starts with a dot may hold more dots.
                while let next = current, next == UInt8(ascii: ".") || Self.isOperatorCharacter(next) { index += 1 }
                append(.operator(text(start..<index)), from: start, line: startLine, column: startColumn)
            case _ where Self.isOperatorCharacter(byte):
                index += 1
                while let next = current, Self.isOperatorCharacter(next) {
                    // A comment starts where `//` or `/*` does, even right after an operator.
                    if next == UInt8(ascii: "/"), let after = peek(at: index + 1), after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { break }
                    index += 1
                }
                append(.operator(text(start..<index)), from: start, line: startLine, column: startColumn)
            default:
                // Anything else (`'`, a control character) is no token of ours; the compiler reports it.
                index += 1
            }
        }
        if inInterpolation { throw error("an interpolation without its closing ')'") }
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Steps over the `/* … */` at the cursor, which may hold others.
    mutating func skipBlockComment() throws(SwiftLexError) {
        let (startLine, startColumn) = (line, column)
        var depth = 0
        while let byte = current {
            if byte == UInt8(ascii: "/"), peek(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*"), peek(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else if Self.isLineBreak(byte) {
                stepOverLineBreak()
            } else {
                index += 1
            }
        }
        throw error("a comment without its closing '*/'", line: startLine, column: startColumn)
    }

    /// Reads the number at the cursor: digits, letters (`0x1F`, `1e5`, `1_000`), a `.` before a
    /// digit, and the sign of an exponent (`1e-5`, `0x1p-2`).
    mutating func lexNumber() {
        let isHexadecimal = current == UInt8(ascii: "0") && (peek(at: index + 1) == UInt8(ascii: "x") || peek(at: index + 1) == UInt8(ascii: "X"))
        while let next = current {
            if Self.isIdentifierBody(next) {
                index += 1
            } else if next == UInt8(ascii: "."), let after = peek(at: index + 1), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(after) || (isHexadecimal && Self.isIdentifierBody(after)) {
                index += 1
            } else if next == UInt8(ascii: "-") || next == UInt8(ascii: "+"), let before = peek(at: index - 1),
                      isHexadecimal ? (before == UInt8(ascii: "p") || before == UInt8(ascii: "P")) : (before == UInt8(ascii: "e") || before == UInt8(ascii: "E")) {
                index += 1
            } else {
                return
            }
        }
    }

    // MARK: `#`

    /// Reads what starts with `#` at the cursor: a raw string, an extended regex, or `#name`.
    mutating func lexPound() throws(SwiftLexError) {
        let (startLine, startColumn, start) = (line, column, index)
        var hashes = 0
        while peek(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        switch peek(at: index + hashes) {
        case UInt8(ascii: "\"")?:
            index += hashes
            try lexString(hashes: hashes, start: start, startLine: startLine, startColumn: startColumn)
        case UInt8(ascii: "/")?:
            try lexExtendedRegex(hashes: hashes)
        case let next? where hashes == 1 && Self.isIdentifierHead(next):
            index += 1
            let nameStart = index
            while let byte = current, Self.isIdentifierBody(byte) { index += 1 }
            append(.pound(text(nameStart..<index)), from: start, line: startLine, column: startColumn)
        default:
            index += hashes
            append(.operator(text(start..<index)), from: start, line: startLine, column: startColumn)
        }
    }
}
