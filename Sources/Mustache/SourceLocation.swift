/// Where a tag starts in a template's source; kept in compiled nodes so that render-time errors
/// can point at the tag that caused them, even inside partials.
struct SourceLocation: Sendable, Hashable {
    var templateName: String
    var line: Int
    var column: Int
}

/// Converts byte offsets of a template's UTF-8 source into lines and columns.
///
/// Queries come mostly in increasing order, so the column of the previous query is reused:
/// a long line with many tags costs linear time, not quadratic.
final class LineIndex {
    private let bytes: [UInt8]
    private let templateName: String
    /// Byte offset at which each line starts; lines end with "\n" (so "\r\n" too).
    private let lineStarts: [Int]
    private var cursor = (line: 0, offset: 0, column: 1)

    init(bytes: [UInt8], templateName: String) {
        self.bytes = bytes
        self.templateName = templateName
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var counted = (offset: lineStarts[low], column: 1)
        if cursor.line == low, cursor.offset <= offset {
            counted = (cursor.offset, cursor.column)
        }
        let column = counted.column + String(decoding: bytes[counted.offset..<offset], as: UTF8.self).count
        cursor = (low, offset, column)
        return SourceLocation(templateName: templateName, line: low + 1, column: column)
    }
}
