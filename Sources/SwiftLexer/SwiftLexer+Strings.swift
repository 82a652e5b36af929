extension SwiftScanner {
    /// One run of a string literal's text, between its delimiters and interpolations.
    private struct TextRun {
        /// The index of its token, whose text is set once the literal is read.
        var token: Int
        var text: [UInt8] = []
        /// Where in `text` a line of the source starts (a multi-line literal strips these lines'
        /// indentation once its closing delimiter says what it is).
        var lineStarts: [Int] = []
    }

    /// Reads the string literal whose opening quote is at the cursor, after `hashes` `#`s that
    /// begin at `start`: its tokens, and the tokens of its interpolations.
    mutating func lexString(hashes: Int, start: Int? = nil, startLine: Int? = nil, startColumn: Int? = nil) throws(SwiftLexError) {
        let start = start ?? index
        let (startLine, startColumn) = (startLine ?? line, startColumn ?? column)
        let isMultiline = peek(at: index + 1) == UInt8(ascii: "\"") && peek(at: index + 2) == UInt8(ascii: "\"")
            && !(hashes > 0 && closesOnItsLine(from: index + 2, hashes: hashes))
        index += isMultiline ? 3 : 1
        append(.stringStart(SwiftToken.StringDelimiter(hashes: hashes, isMultiline: isMultiline)), from: start, line: startLine, column: startColumn)
        if isMultiline {
            while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
            guard let byte = current, Self.isLineBreak(byte) else {
                throw error("a multi-line string literal's text starts on the line after its opening '\"\"\"'")
            }
            stepOverLineBreak()
        }
        if hashes == 0, !isMultiline, lexPlainText() { return }
        var runs: [TextRun] = []
        var run = beginRun(lineStart: isMultiline)
        while true {
            guard let byte = current else {
                throw error(isMultiline ? "a string literal without its closing delimiter" : "a string literal without its closing quote on its line", line: startLine, column: startColumn)
            }
            if Self.isLineBreak(byte) {
                guard isMultiline else { throw error("a string literal without its closing quote on its line", line: startLine, column: startColumn) }
                run.text.append(UInt8(ascii: "\n"))
                stepOverLineBreak()
                run.lineStarts.append(run.text.count)
                continue
            }
            if byte == UInt8(ascii: "\""), isClosingDelimiter(hashes: hashes, isMultiline: isMultiline) {
                let closingStart = index
                let (closingLine, closingColumn) = (line, column)
                finish(&run, into: &runs, end: index)
                if isMultiline {
                    let indentation = Array(bytes[lineStart..<index])
                    guard indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
                        throw error("a multi-line string literal's closing '\"\"\"' must begin its line")
                    }
                    stripIndentation(indentation, of: &runs)
                }
                index += (isMultiline ? 3 : 1) + hashes
                tokens.append(SwiftToken(kind: .stringEnd, range: closingStart..<index, line: closingLine, column: closingColumn))
                for finished in runs {
                    tokens[finished.token].kind = .stringText(String(decoding: finished.text, as: UTF8.self))
                }
                return
            }
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(at: index + 1 + $0) == UInt8(ascii: "#") }) {
                let (escapeLine, escapeColumn, escapeStart) = (line, column, index)
                index += 1 + hashes
                guard let escaped = current else { throw error("a string literal without its closing delimiter", line: startLine, column: startColumn) }
                switch escaped {
                case UInt8(ascii: "("):
                    finish(&run, into: &runs, end: escapeStart)
                    index += 1
                    append(.interpolationStart, from: escapeStart, line: escapeLine, column: escapeColumn)
                    try lexCode(inInterpolation: true)
                    let (endLine, endColumn, endStart) = (line, column, index)
                    index += 1
                    append(.interpolationEnd, from: endStart, line: endLine, column: endColumn)
                    run = beginRun(lineStart: false)
                case UInt8(ascii: "n"): run.text.append(0x0A); index += 1
                case UInt8(ascii: "t"): run.text.append(0x09); index += 1
                case UInt8(ascii: "r"): run.text.append(0x0D); index += 1
                case UInt8(ascii: "0"): run.text.append(0x00); index += 1
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): run.text.append(escaped); index += 1
                case UInt8(ascii: "u"):
                    run.text.append(contentsOf: try unicodeEscape(line: escapeLine, column: escapeColumn))
                case _ where isMultiline && [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(escaped):
                    // A line continuation: the backslash, spaces after it and the line break are no text.
                    while let next = current, next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { index += 1 }
                    guard let next = current, Self.isLineBreak(next) else { throw error("'\\' followed by a space must end its line", line: escapeLine, column: escapeColumn) }
                    stepOverLineBreak()
                    run.lineStarts.append(run.text.count)
                default:
                    throw error("'\\\(Character(Unicode.Scalar(escaped)))' is no escape of a string literal", line: escapeLine, column: escapeColumn)
                }
                continue
            }
            // Text up to the next byte that may end it, escape it or break its line, in one copy.
            let textStart = index
            index += 1
            while let next = current, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"), !Self.isLineBreak(next) { index += 1 }
            run.text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[textStart..<index]))
        }
    }

    /// The text and end of a one-line literal without escapes or interpolations, most literals,
    /// when the cursor is at the start of such a text: its tokens as the general case makes them,
    /// without collecting the text first. Otherwise, nothing is read.
    private mutating func lexPlainText() -> Bool {
        var end = index
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "\""):
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                tokens.append(SwiftToken(kind: .stringText(text), range: index..<end, line: line, column: column))
                tokens.append(SwiftToken(kind: .stringEnd, range: end..<(end + 1), line: line, column: end - lineStart + 1))
                index = end + 1
                return true
            case UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return false
            default:
                end += 1
            }
        }
        return false
    }

    /// Whether `"` and `hashes` `#`s follow `offset` on its line: then `#"""…"#` is a one-line raw
    /// string whose text starts with quotes, not a multi-line one, as Swift reads it.
    private func closesOnItsLine(from offset: Int, hashes: Int) -> Bool {
        var cursor = offset
        while cursor < bytes.count, !Self.isLineBreak(bytes[cursor]) {
            if bytes[cursor] == UInt8(ascii: "\""), (1...hashes).allSatisfy({ peek(at: cursor + $0) == UInt8(ascii: "#") }) { return true }
            cursor += 1
        }
        return false
    }

    private mutating func beginRun(lineStart: Bool) -> TextRun {
        let token = tokens.count
        tokens.append(SwiftToken(kind: .stringText(""), range: index..<index, line: line, column: column))
        return TextRun(token: token, lineStarts: lineStart ? [0] : [])
    }

    private mutating func finish(_ run: inout TextRun, into runs: inout [TextRun], end: Int) {
        tokens[run.token].range = tokens[run.token].range.lowerBound..<end
        runs.append(run)
    }

    /// Whether the `"` at the cursor, with the quotes and `#`s after it, closes the literal.
    private func isClosingDelimiter(hashes: Int, isMultiline: Bool) -> Bool {
        let quotes = isMultiline ? 3 : 1
        for offset in 0..<quotes where peek(at: index + offset) != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where peek(at: index + quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    /// `\u{…}` at the cursor (on the `u`): the character's UTF-8 bytes.
    private mutating func unicodeEscape(line: Int, column: Int) throws(SwiftLexError) -> [UInt8] {
        guard peek(at: index + 1) == UInt8(ascii: "{") else { throw error("'\\u' must be followed by '{'", line: line, column: column) }
        index += 2
        var value: UInt32 = 0
        var digits = 0
        while let byte = current, let digit = Self.hexDigit(byte), digits < 8 {
            value = value << 4 | UInt32(digit)
            digits += 1
            index += 1
        }
        guard digits > 0, current == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            throw error("'\\u{…}' must hold 1 to 8 hexadecimal digits of a Unicode scalar", line: line, column: column)
        }
        index += 1
        return Array(String(Character(scalar)).utf8)
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Takes `indentation` off every line of a multi-line literal's text, and the line break
    /// before its closing delimiter, as Swift does.
    private func stripIndentation(_ indentation: [UInt8], of runs: inout [TextRun]) {
        for position in runs.indices {
            var text: [UInt8] = []
            text.reserveCapacity(runs[position].text.count)
            var next = 0
            let lineStarts = runs[position].lineStarts
            for (line, start) in lineStarts.enumerated() {
                text += runs[position].text[next..<start]
                // A line ends where the next starts: a line continued by `\` (`  \` before an
                // indented line) may be shorter than the indentation.
                let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : runs[position].text.count
                var skipped = 0
                while skipped < indentation.count, start + skipped < end, runs[position].text[start + skipped] == indentation[skipped] {
                    skipped += 1
                }
                next = start + skipped
            }
            text += runs[position].text[next...]
            runs[position].text = text
        }
        if let last = runs.indices.last, runs[last].text.last == UInt8(ascii: "\n") {
            runs[last].text.removeLast()
        }
    }
}
