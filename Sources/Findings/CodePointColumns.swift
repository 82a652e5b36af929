import InputText

/// Columns as SARIF counts them. A diagnostic's column counts UTF-8 bytes of the text, as
/// compilers' do (the text as ``LegacyText`` decodes it: a byte-order mark is not the text's, and
/// a UTF-16 table's text is counted as UTF-8); SARIF's `startColumn` counts Unicode code points
/// (`columnKind` `unicodeCodePoints`), so a column after non-ASCII text on its line is recounted
/// from the file. Each file is read once.
struct CodePointColumns {
    private var files: [String: (bytes: [UInt8], lineStarts: [Int])?] = [:]

    /// The code-point column of the 1-based byte `column` on the 1-based `line` of `path`; the
    /// byte column itself when the file cannot be read or has no such line.
    mutating func column(path: String, line: Int, column: Int) -> Int {
        if files[path] == nil {
            files[path] = (try? FileBytes.readArray(atPath: path)).flatMap { try? LegacyText.decode($0, path: path).utf8 }.map { bytes in
                var starts = [0]
                for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
                return (bytes, starts)
            } ?? .some(nil)
        }
        guard let file = files[path] ?? nil, line >= 1, line <= file.lineStarts.count, column >= 1 else { return column }
        let start = file.lineStarts[line - 1]
        let lineEnd = line < file.lineStarts.count ? file.lineStarts[line] - 1 : file.bytes.count
        let end = min(start + column - 1, lineEnd)
        let before = file.bytes[start..<end]
        if before.allSatisfy({ $0 < 0x80 }) { return column }
        // Continuation bytes (10xxxxxx) start no code point; a malformed byte counts as one.
        return before.reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

}
