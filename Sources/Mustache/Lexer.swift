/// Splits a template into tokens, applying set-delimiter tags as it goes, and checks each tag's
/// own syntax (names, delimiters). Element structure is checked later by `ElementStructure.match`.
struct Lexer {
    private let bytes: [UInt8]
    private let lines: LineIndex
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var tokens: [Token] = []

    init(bytes: [UInt8], lines: LineIndex) {
        self.bytes = bytes
        self.lines = lines
    }

    static func tokenize(_ bytes: [UInt8], lines: LineIndex) throws(MustacheError) -> [Token] {
        var lexer = Lexer(bytes: bytes, lines: lines)
        try lexer.run()
        return lexer.tokens
    }

    private mutating func run() throws(MustacheError) {
        var position = 0
        while position < bytes.count {
            guard let tagStart = find(openDelimiter, from: position) else {
                appendText(position..<bytes.count)
                return
            }
            appendText(position..<tagStart)
            position = try lexTag(at: tagStart)
        }
    }

    /// Appends text, split into line-free runs and line breaks.
    private mutating func appendText(_ range: Range<Int>) {
        var runStart = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            guard bytes[index] == UInt8(ascii: "\n") else {
                index += 1
                continue
            }
            let hasCarriageReturn = index > runStart && bytes[index - 1] == UInt8(ascii: "\r")
            let breakStart = hasCarriageReturn ? index - 1 : index
            if breakStart > runStart {
                tokens.append(Token(kind: .text, range: runStart..<breakStart))
            }
            tokens.append(Token(kind: .newline, range: breakStart..<index + 1))
            index += 1
            runStart = index
        }
        if range.upperBound > runStart {
            tokens.append(Token(kind: .text, range: runStart..<range.upperBound))
        }
    }

    /// Reads the tag starting at `start` and returns the offset just after it.
    private mutating func lexTag(at start: Int) throws(MustacheError) -> Int {
        let contentStart = start + openDelimiter.count
        let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
        var kind = TagKind.variable(escaped: true)
        var terminator = closeDelimiter
        var nameStart = contentStart + 1
        switch sigil {
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
            terminator = [UInt8(ascii: "}")] + closeDelimiter
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section(inverted: false)
        case UInt8(ascii: "^"): kind = .section(inverted: true)
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "="):
            kind = .setDelimiters
            terminator = [UInt8(ascii: "=")] + closeDelimiter
        default: nameStart = contentStart
        }
        guard let end = find(terminator, from: min(nameStart, bytes.count)) else {
            throw error("tag is never closed; expected '\(String(decoding: terminator, as: UTF8.self))'", at: start)
        }
        let content = String(decoding: bytes[nameStart..<end], as: UTF8.self).trimmingWhitespace
        var token = Token(kind: .tag(kind), range: start..<end + terminator.count)
        switch kind {
        case .comment:
            break
        case .setDelimiters:
            try changeDelimiters(content, at: start)
        case .partial, .parent, .close:
            token.name = try TagName.reference(content, kind: kind, error: { message in error(message, at: start) })
        case .block:
            token.name = try TagName.plain(content, kind: kind, error: { message in error(message, at: start) })
        case .variable, .section:
            token.name = try TagName.path(content, kind: kind, error: { message in error(message, at: start) }).text
        }
        tokens.append(token)
        return token.range.upperBound
    }

    private mutating func changeDelimiters(_ content: String, at start: Int) throws(MustacheError) {
        let parts = content.split(whereSeparator: \.isMustacheWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error("invalid delimiters '\(content)': expected two delimiters without '=' separated by whitespace, as in {{=<% %>=}}", at: start)
        }
        openDelimiter = Array(parts[0].utf8)
        closeDelimiter = Array(parts[1].utf8)
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    private func error(_ message: String, at offset: Int) -> MustacheError {
        MustacheError(.syntax, message, at: lines.location(of: offset))
    }
}

extension Character {
    var isMustacheWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\r\n"
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isMustacheWhitespace }) else { return "" }
        let last = lastIndex(where: { !$0.isMustacheWhitespace })!
        return String(self[first...last])
    }
}
