import InputText
import LegacyReader

/// Keys taken out of legacy table files, every other byte as it was: a `.strings` file loses
/// each definition of a key and the comment right before it, a `.stringsdict` file the key's
/// `<key>` and its value. Whole lines go with them where the entry had its lines to itself, and
/// with them one blank line, so that entries stay apart as they were. The file keeps its
/// encoding (UTF-8 with or without byte order mark, UTF-16 in either byte order).
package enum LegacyTableEditor {
    /// The `.strings` file `bytes` (read from `path`) without the definitions of `keys`.
    ///
    /// - Throws: A file that cannot be read as a `.strings` file, at its place.
    package static func strings(_ bytes: [UInt8], removing keys: Set<String>, path: String) throws(DiagnosticError) -> [UInt8] {
        let text = try LegacyText.decode(bytes, path: path)
        // A `.strings` file may be an XML property list, as Foundation reads them too.
        if LegacyTableReader.isPropertyList(text.utf8) {
            return try propertyList(text, removing: keys, path: path) ?? bytes
        }
        let entries = try StringsFileParser.definitions(text.utf8, path: path).filter { keys.contains($0.key) }
        guard !entries.isEmpty else { return bytes }
        let ranges = entries.map { entry in
            var start = entry.range.lowerBound
            // The comment before the key is the entry's when it starts a line of its own (one after
            // the previous entry's `;` on its line is that entry's, to the eye) and no blank line
            // lies between the two.
            if let commentStart = entry.commentStart, startsLine(commentStart, in: text.utf8), isAdjacent(comment: commentStart, key: start, in: text.utf8) {
                start = commentStart
            }
            return wholeLines(start..<entry.range.upperBound, in: text.utf8)
        }
        let spaced = merged(ranges).map { withBlankLine($0, in: text.utf8) }
        return encoded(removing(spaced, from: text.utf8), as: text.encoding)
    }

    /// The `.stringsdict` file `bytes` (read from `path`) without the members of `keys` in its
    /// top-level dictionary.
    ///
    /// - Throws: A file that cannot be read as a property list, at its place.
    package static func stringsdict(_ bytes: [UInt8], removing keys: Set<String>, path: String) throws(DiagnosticError) -> [UInt8] {
        try propertyList(LegacyText.decode(bytes, path: path), removing: keys, path: path) ?? bytes
    }

    /// The property list `text` without the members of `keys` in its top-level dictionary, each
    /// `<key>` with its value (comments before the next member stay); `nil` when it has none of them.
    private static func propertyList(_ text: LegacyText, removing keys: Set<String>, path: String) throws(DiagnosticError) -> [UInt8]? {
        let (root, _) = try PropertyListXMLParser.parse(text.utf8, path: path)
        guard case .dictionary(let members) = root.value, members.contains(where: { keys.contains($0.key) }) else { return nil }
        let utf8 = text.utf8
        let lineStarts = Self.lineStarts(utf8)
        // Where each member's `<key` starts: the key's text is after its opening tag (the `<`
        // itself for `<key/>`).
        let starts = members.map { member -> Int in
            let line = min(max(member.keyLocation.line - 1, 0), lineStarts.count - 1)
            let offset = min(lineStarts[line] + member.keyLocation.column - 1, utf8.count)
            return lastIndex(of: Array("<key".utf8), before: min(offset + 4, utf8.count), in: utf8) ?? offset
        }
        // The root's `</dict>`: the last in the file.
        let rootEnd = lastIndex(of: Array("</dict>".utf8), before: utf8.count, in: utf8) ?? utf8.count
        var ranges: [Range<Int>] = []
        for (index, member) in members.enumerated() where keys.contains(member.key) {
            let next = index + 1 < members.count ? starts[index + 1] : rootEnd
            let end = endOfValue(before: next, from: starts[index], in: utf8)
            ranges.append(wholeLines(starts[index]..<end, in: utf8))
        }
        return encoded(removing(merged(ranges), from: utf8), as: text.encoding)
    }

    /// Where each line of `text` starts, lines ending at `\n`, `\r\n` or `\r` as the readers count them.
    private static func lineStarts(_ text: [UInt8]) -> [Int] {
        var starts = [0]
        for (offset, byte) in text.enumerated() {
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 == text.count || text[offset + 1] != UInt8(ascii: "\n"))) {
                starts.append(offset + 1)
            }
        }
        return starts
    }

    /// The end of a member's value: before `next` (the next member, or the dictionary's end),
    /// without the whitespace and comments in between, which belong to what follows.
    private static func endOfValue(before next: Int, from start: Int, in text: [UInt8]) -> Int {
        var end = next
        while end > start {
            let byte = text[end - 1]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                end -= 1
            } else if end - start >= 3, text[(end - 3)..<end].elementsEqual("-->".utf8), let open = lastIndex(of: Array("<!--".utf8), before: end - 3, in: text), open > start {
                end = open
            } else {
                break
            }
        }
        return end
    }

    /// A legacy file's text as UTF-8, for showing it (a diff): decoded from UTF-16, without a
    /// byte order mark; the bytes themselves when they cannot be decoded.
    package static func text(of bytes: [UInt8], path: String) -> [UInt8] {
        (try? LegacyText.decode(bytes, path: path).utf8) ?? bytes
    }

    // MARK: - Ranges

    /// Whether the comment at `comment` is the key's: no blank line between its end and `key`.
    private static func isAdjacent(comment: Int, key: Int, in text: [UInt8]) -> Bool {
        var end = comment
        if text[comment...].starts(with: Array("/*".utf8)) {
            end = (firstIndex(of: Array("*/".utf8), from: comment + 2, in: text) ?? key - 2) + 2
        } else {
            // `//` lines, one after another: up to the end of the last.
            var cursor = comment
            while cursor < key {
                let lineEnd = text[cursor..<key].firstIndex(of: UInt8(ascii: "\n")) ?? key
                let line = text[cursor..<lineEnd].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                guard line.starts(with: Array("//".utf8)) else { break }
                end = lineEnd
                cursor = lineEnd + 1
            }
        }
        return text[min(end, key)..<key].count(where: { $0 == UInt8(ascii: "\n") }) <= 1
    }

    /// `range` widened to its whole lines where nothing else is on them; on a line shared with
    /// other entries, with the spaces that kept it apart from them (those before it, or after it
    /// when it starts the line), so that neither a space starts the line nor two stand together.
    private static func wholeLines(_ range: Range<Int>, in text: [UInt8]) -> Range<Int> {
        let start = lineStart(of: range.lowerBound, in: text)
        guard start != range.lowerBound || range.lowerBound == 0 || text[range.lowerBound - 1] == UInt8(ascii: "\n") else {
            return afterIndent(range.lowerBound, in: text)..<range.upperBound
        }
        var end = range.upperBound
        while end < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t") || text[end] == UInt8(ascii: "\r") { end += 1 }
        guard end == text.count || text[end] == UInt8(ascii: "\n") else { return range.lowerBound..<end }
        if end < text.count { end += 1 }
        return start..<end
    }

    /// Ranges that overlap or meet, as one.
    private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sortedOutOfLine(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Whole lines `range` with the blank line that kept them apart from the entries around: the
    /// one after, when one is before too (or they start the file); the one before, when they end
    /// the file. Entries stay apart as they were.
    private static func withBlankLine(_ range: Range<Int>, in text: [UInt8]) -> Range<Int> {
        let isWholeLines = (range.lowerBound == 0 || text[range.lowerBound - 1] == UInt8(ascii: "\n"))
            && (range.upperBound == text.count || text[range.upperBound - 1] == UInt8(ascii: "\n"))
        guard isWholeLines, !range.isEmpty else { return range }
        let blankBefore = range.lowerBound == 0 || isBlankLine(endingAt: range.lowerBound - 1, in: text)
        if blankBefore, let next = blankLineEnd(from: range.upperBound, in: text) { return range.lowerBound..<next }
        if range.upperBound == text.count, range.lowerBound > 0, isBlankLine(endingAt: range.lowerBound - 1, in: text) {
            var start = range.lowerBound - 1
            while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            return start..<range.upperBound
        }
        return range
    }

    /// Whether only spaces and tabs stand before `offset` on its line.
    private static func startsLine(_ offset: Int, in text: [UInt8]) -> Bool {
        let start = afterIndent(offset, in: text)
        return start == 0 || text[start - 1] == UInt8(ascii: "\n")
    }

    /// Where the line of `offset` starts when only spaces and tabs stand before it; else `offset`.
    private static func lineStart(of offset: Int, in text: [UInt8]) -> Int {
        startsLine(offset, in: text) ? afterIndent(offset, in: text) : offset
    }

    /// `offset`, moved back over the spaces and tabs before it.
    private static func afterIndent(_ offset: Int, in text: [UInt8]) -> Int {
        var start = offset
        while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return start
    }

    /// Whether the line that ends with the `\n` at `newline` holds only whitespace.
    private static func isBlankLine(endingAt newline: Int, in text: [UInt8]) -> Bool {
        var cursor = newline
        while cursor > 0 {
            let byte = text[cursor - 1]
            if byte == UInt8(ascii: "\n") { return true }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") else { return false }
            cursor -= 1
        }
        return true
    }

    /// The end of the blank line that starts at `offset` (after its `\n`), if it is one.
    private static func blankLineEnd(from offset: Int, in text: [UInt8]) -> Int? {
        var cursor = offset
        while cursor < text.count, text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") || text[cursor] == UInt8(ascii: "\r") { cursor += 1 }
        return cursor < text.count && text[cursor] == UInt8(ascii: "\n") ? cursor + 1 : nil
    }

    private static func removing(_ ranges: [Range<Int>], from text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var cursor = 0
        for range in ranges.sortedOutOfLine(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound > cursor {
            if range.lowerBound > cursor { result += text[cursor..<range.lowerBound] }
            cursor = range.upperBound
        }
        result += text[cursor...]
        return result
    }

    private static func firstIndex(of pattern: [UInt8], from start: Int, in text: [UInt8]) -> Int? {
        guard text.count >= pattern.count, start <= text.count - pattern.count else { return nil }
        return (start...(text.count - pattern.count)).first { text[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }

    private static func lastIndex(of pattern: [UInt8], before end: Int, in text: [UInt8]) -> Int? {
        guard end >= pattern.count else { return nil }
        return stride(from: end - pattern.count, through: 0, by: -1).first { text[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }

    // MARK: - Encoding

    /// `text` (UTF-8) in `encoding`, with the byte order mark it had.
    private static func encoded(_ text: [UInt8], as encoding: LegacyText.Encoding) -> [UInt8] {
        switch encoding {
        case .utf8: return text
        case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + text
        case .utf16LittleEndian, .utf16BigEndian:
            let bigEndian = encoding == .utf16BigEndian
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return bytes
        }
    }
}
