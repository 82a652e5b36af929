import InputText

/// Columns as SARIF counts them. A diagnostic's column counts UTF-8 bytes of the text, as
/// compilers' do (a byte-order mark is not the text's, and a UTF-16 table's text is counted as
/// UTF-8); SARIF's `startColumn` counts Unicode code points (`columnKind` `unicodeCodePoints`), so
/// a column after non-ASCII text on its line is recounted from the file. Each file is read once.
struct CodePointColumns {
    private var files: [String: (bytes: [UInt8], lineStarts: [Int])?] = [:]

    /// The code-point column of the 1-based byte `column` on the 1-based `line` of `path`; the
    /// byte column itself when the file cannot be read or has no such line.
    mutating func column(path: String, line: Int, column: Int) -> Int {
        if files[path] == nil {
            files[path] = (try? FileBytes.readArray(atPath: path)).map { file in
                let bytes = Self.text(file)
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

    /// The file's text as UTF-8, as the readers count its columns: without a byte-order mark,
    /// and a UTF-16 file's (which has one) transcoded.
    private static func text(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        let isLittleEndian = bytes.starts(with: [0xFF, 0xFE])
        guard isLittleEndian || bytes.starts(with: [0xFE, 0xFF]) else { return bytes }
        let units = stride(from: 2, to: bytes.count - 1, by: 2).map { index in
            isLittleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
