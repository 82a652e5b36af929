import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import CatalogReader
@testable import InputText
@testable import TableModel

/// Reading a catalog's bytes: mapped from a regular file, read to the end from anything else.
@Suite struct FileBytesTests {
    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    }

    /// More than one read's worth (64 KB), with every byte value.
    private let contents = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) })

    @Test func regularFilesAreReadWhole() throws {
        let path = temporaryPath("bytes")
        try contents.write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let bytes = try FileBytes.read(atPath: path)
        // The mapping stays valid after the file is gone.
        unlink(path)
        #expect(bytes == contents)
    }

    @Test func emptyFilesGiveNoBytes() throws {
        let path = temporaryPath("empty")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        defer { unlink(path) }
        #expect(try FileBytes.read(atPath: path).isEmpty)
        let error = #expect(throws: DiagnosticError.self) { try StringTable.read(contentsOfFile: path) }
        #expect(error?.description == "\(path):1:1: error: unexpected end of input; expected a value")
    }

    @Test func pipesAreReadToTheEnd() throws {
        let path = temporaryPath("pipe")
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let contents = self.contents
        let writer = Thread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            contents.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if count <= 0 { break }
                    offset += count
                }
            }
            close(descriptor)
        }
        writer.start()
        #expect(try FileBytes.read(atPath: path) == contents)
    }

    @Test func catalogsAreReadFromPipes() throws {
        let path = temporaryPath("catalog-pipe")
        try #require(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let json = Data(catalogJSON(#"    "k" : {}"#).utf8)
        let writer = Thread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = json.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
            close(descriptor)
        }
        writer.start()
        #expect(try StringTable.read(contentsOfFile: path).catalog.entries.map(\.key) == ["k"])
    }

    @Test func foldersAndMissingFilesSayWhy() {
        let folder = FileManager.default.temporaryDirectory.path
        let folderError = #expect(throws: DiagnosticError.self) { try StringTable.read(contentsOfFile: folder) }
        #expect(folderError?.description == "\(folder): error: cannot read the file: \(String(cString: strerror(EISDIR)))")
        let missing = temporaryPath("missing")
        let missingError = #expect(throws: DiagnosticError.self) { try StringTable.read(contentsOfFile: missing) }
        #expect(missingError?.description == "\(missing): error: no such file or folder")
        // A link that leads nowhere says where it leads.
        let link = temporaryPath("dangling")
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: missing)
        defer { try? FileManager.default.removeItem(atPath: link) }
        let linkError = #expect(throws: DiagnosticError.self) { try StringTable.read(contentsOfFile: link) }
        #expect(linkError?.description == "\(link): error: the link leads to nothing (\(missing))")
    }
}
