import Foundation
import Testing
import TestSupport
@testable import TableModel

/// Reads every real-world catalog of the shared corpus and checks it against the corpus index.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.corpus), "corpus not found at \(SharedFolder.corpus.path)"))
struct CorpusTests {
    /// One row of the corpus's INDEX.md.
    struct IndexRow: CustomTestStringConvertible, Sendable {
        var file: String
        var keys: Int
        var languages: Int
        var testDescription: String { file }
    }

    static let rows: [IndexRow] = (try? readIndex()) ?? []

    /// The rows of the index table, found by its column names so that added columns do not matter.
    static func readIndex() throws -> [IndexRow] {
        let index = try String(contentsOf: SharedFolder.corpus.appendingPathComponent("INDEX.md"), encoding: .utf8)
        let tableLines = index.split(separator: "\n").filter { $0.hasPrefix("|") }
        func cells(_ line: Substring) -> [String] {
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        guard let header = tableLines.first.map(cells),
              let fileColumn = header.firstIndex(of: "file"),
              let keysColumn = header.firstIndex(of: "keys"),
              let languagesColumn = header.firstIndex(of: "languages")
        else { return [] }
        return tableLines.dropFirst().map(cells).compactMap { row in
            guard row.count == header.count, let keys = Int(row[keysColumn]), let languages = Int(row[languagesColumn]) else {
                return nil
            }
            return IndexRow(file: row[fileColumn].trimmingCharacters(in: CharacterSet(charactersIn: "`")), keys: keys, languages: languages)
        }
    }

    @Test func indexListsEveryCatalog() {
        let onDisk = SharedFolder.files(in: SharedFolder.corpus, withExtension: "xcstrings").map(\.lastPathComponent)
        #expect(!onDisk.isEmpty, "no catalogs in \(SharedFolder.corpus.path)")
        #expect(Self.rows.map(\.file).sorted() == onDisk)
    }

    @Test(arguments: rows)
    func catalogMatchesIndex(row: IndexRow) throws {
        let path = SharedFolder.corpus.appendingPathComponent(row.file).path
        let result: TableReadResult
        do {
            result = try StringTable.read(contentsOfFile: path)
        } catch {
            Issue.record("\(row.file) must read without errors:\n\(error)")
            return
        }
        #expect(result.catalog.entries.count == row.keys)
        #expect(result.catalog.languages.count == row.languages)
        for warning in result.warnings { print(warning) }
    }
}
