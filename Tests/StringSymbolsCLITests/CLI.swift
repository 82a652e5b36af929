import Foundation
import TestSupport

/// Runs the `string-symbols` binary built beside the test bundle.
enum CLI {
    static let binary: String = {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return testBundle.appendingPathComponent("string-symbols").path
    }()

    /// Runs the CLI with `arguments` in `folder`.
    static func run(_ arguments: [String], in folder: URL? = nil) throws -> ChildProcess.Result {
        try ChildProcess.run(binary, arguments, in: folder)
    }
}

/// A temporary folder with files, removed when the test ends.
final class Workspace {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("string-symbols-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    func write(_ relative: String, _ contents: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(relative), encoding: .utf8)
    }

    func modificationDate(_ relative: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path(relative)))?[.modificationDate] as? Date
    }

    func files(in relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? []).sorted()
    }
}

/// A small catalog with one plain key and one with an argument.
func catalogJSON(_ entries: [String: String] = ["room_available": "Room available", "landmarks_count": "%(count)lld landmarks"]) -> String {
    let members = entries.sorted { $0.key < $1.key }.map { key, value in
        "\"\(key)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}}}"
    }
    return "{\n\"sourceLanguage\": \"en\",\n\"strings\": {\n" + members.joined(separator: ",\n") + "\n},\n\"version\": \"1.0\"\n}\n"
}
