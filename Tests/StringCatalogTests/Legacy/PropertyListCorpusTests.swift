import Foundation
import Testing
import TestSupport
@testable import LegacyReader

/// Reads every XML property list of the shared legacy corpus, and compares each with what
/// Foundation reads from it, and each key's position with the file's bytes.
@Suite(.enabled(if: SharedFolder.shouldRun(SharedFolder.legacyCorpus), "legacy corpus not found at \(SharedFolder.legacyCorpus.path)"))
struct PropertyListCorpusTests {
    /// Every `.stringsdict`, and every `.strings` whose first byte after an optional UTF-8 byte
    /// order mark and whitespace is '<', with its bytes (the byte order mark removed).
    static func xmlPropertyLists() throws -> [(path: String, bytes: [UInt8])] {
        let root = SharedFolder.legacyCorpus
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [(path: String, bytes: [UInt8])] = []
        for case let url as URL in enumerator where url.pathExtension == "stringsdict" || url.pathExtension == "strings" {
            var bytes = [UInt8](try Data(contentsOf: url))
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            if url.pathExtension == "strings", bytes.first(where: { !PropertyListXMLScanner.isWhitespace($0) }) != UInt8(ascii: "<") {
                continue
            }
            files.append((String(url.path.dropFirst(root.path.count + 1)), bytes))
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everyXMLPropertyListReadsAsFoundationReadsIt() throws {
        let files = try Self.xmlPropertyLists()
        var compared = 0
        for file in files {
            let root: PropertyListNode
            do {
                let result = try PropertyListXMLParser.parse(file.bytes, path: file.path)
                root = result.root
                for warning in result.warnings { print(warning) }
            } catch {
                Issue.record("\(file.path) must read without errors:\n\(error)")
                continue
            }
            let foundation = try PropertyListFoundationComparison.foundationValue(of: file.bytes).get()
            if let difference = PropertyListFoundationComparison.difference(root, foundation) {
                Issue.record("\(file.path): \(difference)")
                continue
            }
            compared += 1
        }
        #expect(compared == files.count)
        #expect(files.count > 20)
    }

    /// At each key's location the file holds the key's text, and at each value's location a '<'.
    @Test func positionsPointAtTheirTextInTheFile() throws {
        var checkedKeys = 0
        for file in try Self.xmlPropertyLists() {
            var lineStarts = [0]
            for (offset, byte) in file.bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
            func offset(line: Int, column: Int) -> Int { lineStarts[line - 1] + column - 1 }
            func check(_ node: PropertyListNode) {
                #expect(file.bytes[offset(line: node.location.line, column: node.location.column)] == UInt8(ascii: "<"), "\(file.path):\(node.location)")
                switch node.value {
                case .array(let elements):
                    elements.forEach(check)
                case .dictionary(let members):
                    for member in members {
                        check(member.value)
                        // Keys with markup characters are written as references.
                        guard !member.key.contains(where: { "&<>".contains($0) }) else { continue }
                        let start = offset(line: member.keyLocation.line, column: member.keyLocation.column)
                        let written = file.bytes[start..<min(start + member.key.utf8.count, file.bytes.count)]
                        #expect(Array(written) == Array(member.key.utf8), "\(file.path):\(member.keyLocation)")
                        checkedKeys += 1
                    }
                default:
                    break
                }
            }
            check(try PropertyListXMLParser.parse(file.bytes, path: file.path).root)
        }
        #expect(checkedKeys > 1_000)
    }
}
