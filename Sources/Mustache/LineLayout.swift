/// For every token, whether only whitespace separates it from the start and from the end of its
/// line. Standalone tags, and the wider rules for parents and blocks, are decided from this.
struct LineLayout {
    /// Only whitespace text between the start of the token's line and the token.
    private(set) var clearBefore: [Bool]
    /// Only whitespace text between the token and the end of its line.
    private(set) var clearAfter: [Bool]
    /// Index of the first token on the token's line.
    private(set) var lineStart: [Int]
    /// Index of the line break that ends the token's line, or the token count on the last line.
    private(set) var lineEnd: [Int]

    init(tokens: [Token], bytes: [UInt8]) {
        let count = tokens.count
        clearBefore = Array(repeating: true, count: count)
        clearAfter = Array(repeating: true, count: count)
        lineStart = Array(repeating: 0, count: count)
        lineEnd = Array(repeating: count, count: count)

        var start = 0
        var clear = true
        for index in 0..<count {
            lineStart[index] = start
            clearBefore[index] = clear
            if tokens[index].kind == .newline {
                start = index + 1
                clear = true
            } else if !Self.isWhitespace(tokens[index], in: bytes) {
                clear = false
            }
        }
        var end = count
        clear = true
        for index in stride(from: count - 1, through: 0, by: -1) {
            if tokens[index].kind == .newline {
                end = index
                clear = true
            }
            lineEnd[index] = end
            clearAfter[index] = clear
            if tokens[index].kind != .newline, !Self.isWhitespace(tokens[index], in: bytes) {
                clear = false
            }
        }
    }

    /// A tag alone on its line apart from whitespace: the whole line disappears from the output.
    func isStandalone(_ index: Int, kind: TagKind) -> Bool {
        kind.canStandAlone && clearBefore[index] && clearAfter[index]
    }

    static func isWhitespace(_ token: Token, in bytes: [UInt8]) -> Bool {
        token.kind == .text && bytes[token.range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
