import Foundation
import Testing
@testable import Findings

/// SARIF's columns count code points of the text the readers read: without a byte-order mark,
/// a UTF-16 table's text counted like UTF-8's.
@Suite struct CodePointColumnsTests {
    @Test func columnsCountCodePointsOfTheText() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("columns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let line = "\"Ünï\" = \"%d\";\nx\n"
        let plain = folder.appendingPathComponent("plain.strings").path
        let marked = folder.appendingPathComponent("marked.strings").path
        let wide = folder.appendingPathComponent("wide.strings").path
        try Data(line.utf8).write(to: URL(fileURLWithPath: plain))
        try Data([0xEF, 0xBB, 0xBF] + Array(line.utf8)).write(to: URL(fileURLWithPath: marked))
        try Data([0xFF, 0xFE] + line.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: URL(fileURLWithPath: wide))
        var columns = CodePointColumns()
        // '%d' is byte column 13 of the line's UTF-8 ("Ünï" is 3 code points, 5 bytes): code point 11.
        for path in [plain, marked, wide] {
            #expect(columns.column(path: path, line: 1, column: 13) == 11, "\(path)")
            #expect(columns.column(path: path, line: 1, column: 3) == 3, "before the first non-ASCII byte ends")
            #expect(columns.column(path: path, line: 2, column: 1) == 1)
        }
        #expect(columns.column(path: plain, line: 1, column: 40) == 14, "past the line's end: its end (the line break's column), not the next line")
        #expect(columns.column(path: folder.appendingPathComponent("gone").path, line: 1, column: 13) == 13, "an unreadable file keeps the byte column")
    }
}
