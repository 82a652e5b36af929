import Foundation
import InputText
import Testing
@testable import Rendering

/// The fields a context is built with are the names the templates that can be rendered look up:
/// each built-in template brings its own partials, not the other one's.
struct TemplateSetTests {
    @Test func eachBuiltInTemplateWantsItsOwnFields() throws {
        let xcode = try TemplateSet(.builtIn(.xcode)).referencedNames
        let string = try TemplateSet(.builtIn(.string)).referencedNames
        // Read by the xcode templates and their partials only.
        #expect(xcode.isSuperset(of: ["docLines", "defaultValueParts", "defaultValueText", "parameterList", "bundleTypeName"]))
        #expect(!xcode.contains("pluralRules"))
        #expect(!xcode.contains("formatLiteral"))
        // The string template's plural rules and formats.
        #expect(string.isSuperset(of: ["pluralRules", "formatLiteral", "docLines", "bundleTypeName"]))
        #expect(!string.contains("defaultValueParts"))
    }

    /// A partial whose name comes from the context may be any partial, so all of them count; a
    /// partial included by a fixed name is followed, and one never included does not count.
    @Test func customTemplatesFollowTheirPartials() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TemplateSetTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        _ = try write("row.mustache", "{{fromRow}}")
        _ = try write("unused.mustache", "{{fromUnused}}")
        let fixed = try TemplateSet(.file(try write("fixed.mustache", "{{#tables}}{{> row}}{{/tables}}"))).referencedNames
        #expect(fixed.isSuperset(of: ["tables", "fromRow"]))
        #expect(!fixed.contains("fromUnused"))
        #expect(!fixed.contains("pluralRules"))

        let dynamic = try TemplateSet(.file(try write("dynamic.mustache", "{{> *which}}"))).referencedNames
        #expect(dynamic.isSuperset(of: ["which", "fromRow", "fromUnused", "pluralRules"]))
    }

    /// A file beside the template overrides a built-in partial that a built-in partial includes:
    /// a copy of the `xcode` template with its own `xcode-symbol` uses that one.
    @Test func anOverrideIsFollowedThroughBuiltInPartials() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TemplateSetTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{{> xcode}}".utf8).write(to: folder.appendingPathComponent("main.mustache"))
        try Data("{{fromOverride}}".utf8).write(to: folder.appendingPathComponent("xcode-symbol.mustache"))
        let set = try TemplateSet(.file(folder.appendingPathComponent("main.mustache").path))
        #expect(set.partials["xcode-symbol"]?.referencedNames == ["fromOverride"])
        #expect(set.referencedNames.contains("fromOverride"))
    }

    /// Only the files a custom template includes are read: a broken `.mustache` file beside it
    /// that it never includes is no error, one it includes is, named as the template was.
    @Test func aBrokenFileBesideACustomTemplateCountsOnlyWhenIncluded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TemplateSetTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{{#unclosed}}\n".utf8).write(to: folder.appendingPathComponent("broken.mustache"))
        try Data("{{#tables}}{{name}}{{/tables}}\n".utf8).write(to: folder.appendingPathComponent("names.mustache"))
        try Data("{{> broken}}\n".utf8).write(to: folder.appendingPathComponent("includes.mustache"))
        let names = try TemplateSet(.file(folder.appendingPathComponent("names.mustache").path))
        #expect(names.referencedNames.isSuperset(of: ["tables", "name"]))
        let error = #expect(throws: DiagnosticError.self) {
            try TemplateSet(.file(folder.appendingPathComponent("includes.mustache").path))
        }
        #expect(error?.diagnostics.map(\.description) == ["\(folder.path)/broken.mustache:1:1: error: section 'unclosed' is never closed"])
    }
}
