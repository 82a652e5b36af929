import Foundation
import TestSupport
import Testing
import Mustache

/// The official Mustache spec in the shared conformance folder, read in place and never copied
/// into the package (`STRING_SYMBOLS_MUSTACHE_SPEC` moves it).
enum SpecLocation {
    static let folder: URL? = SharedFolder.mustacheSpec

    static var isAvailable: Bool { SharedFolder.exists(SharedFolder.mustacheSpec) }

    /// Set to 1 (as CI does) to turn a missing spec folder into a failure instead of a skip.
    static var isRequired: Bool { SharedFolder.isRequired }

    static var description: String { SharedFolder.mustacheSpec.path }
}

/// One test of a spec file.
struct SpecCase: Sendable, CustomTestStringConvertible {
    var module: String
    var name: String
    var data: MustacheValue
    var template: String
    var partials: [String: String]
    var expected: String

    var testDescription: String { "\(module): \(name)" }

    /// The cases of `<module>.json`, or none when the folder or the file is absent (the
    /// `specFolderIsPresent` test reports that when the spec is required).
    static func load(_ module: String) -> [SpecCase] {
        guard let folder = SpecLocation.folder else { return [] }
        let url = folder.appendingPathComponent(module + ".json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        do {
            let file = try JSONDecoder().decode(SpecFile.self, from: data)
            return file.tests.map {
                SpecCase(module: module, name: $0.name, data: $0.data.value, template: $0.template, partials: $0.partials ?? [:], expected: $0.expected)
            }
        } catch {
            // Surfaces as a failing case rather than a silently empty module.
            return [SpecCase(module: module, name: "unreadable: \(error)", data: nil, template: "", partials: [:], expected: "<unreadable spec file>")]
        }
    }
}

private struct SpecFile: Decodable {
    struct Test: Decodable {
        var name: String
        var data: JSONValue
        var template: String
        var partials: [String: String]?
        var expected: String
    }

    var tests: [Test]
}

/// Decodes any JSON into a `MustacheValue`, keeping integers and decimals apart.
struct JSONValue: Decodable {
    var value: MustacheValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let bool = try? container.decode(Bool.self) {
            value = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            value = .int(int)
        } else if let double = try? container.decode(Double.self) {
            value = .double(double)
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            value = .array(array.map(\.value))
        } else {
            value = .dictionary(try container.decode([String: JSONValue].self).mapValues(\.value))
        }
    }
}
