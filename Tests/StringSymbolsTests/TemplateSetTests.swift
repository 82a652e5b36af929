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

    /// A new folder holding a `NAME.mustache` file for each of `templates`.
    static func folder(_ templates: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TemplateSetTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in templates {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name + ".mustache"))
        }
        return folder
    }

    /// A partial whose name comes from the context may be any partial, so all of them count; a
    /// partial included by a fixed name is followed, and one never included does not count.
    @Test func customTemplatesFollowTheirPartials() throws {
        let folder = try Self.folder([
            "row": "{{fromRow}}", "unused": "{{fromUnused}}", "fixed": "{{#tables}}{{> row}}{{/tables}}", "dynamic": "{{> *which}}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixed = try TemplateSet(.file(folder.appendingPathComponent("fixed.mustache").path)).referencedNames
        #expect(fixed.isSuperset(of: ["tables", "fromRow"]))
        #expect(!fixed.contains("fromUnused"))
        #expect(!fixed.contains("pluralRules"))

        let dynamic = try TemplateSet(.file(folder.appendingPathComponent("dynamic.mustache").path)).referencedNames
        #expect(dynamic.isSuperset(of: ["which", "fromRow", "fromUnused", "pluralRules"]))
    }

    /// A file beside the template overrides a built-in partial that a built-in partial includes:
    /// a copy of the `xcode` template with its own `xcode-symbol` uses that one.
    @Test func anOverrideIsFollowedThroughBuiltInPartials() throws {
        let folder = try Self.folder(["main": "{{> xcode}}", "xcode-symbol": "{{fromOverride}}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = try TemplateSet(.file(folder.appendingPathComponent("main.mustache").path))
        #expect(set.partials["xcode-symbol"]?.referencedNames == ["fromOverride"])
        #expect(set.referencedNames.contains("fromOverride"))
    }

    /// Only the files a custom template includes are read: a broken `.mustache` file beside it
    /// that it never includes is no error, one it includes is, named as the template was.
    @Test func aBrokenFileBesideACustomTemplateCountsOnlyWhenIncluded() throws {
        let folder = try Self.folder(["broken": "{{#unclosed}}\n", "names": "{{#tables}}{{name}}{{/tables}}\n", "includes": "{{> broken}}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = try TemplateSet(.file(folder.appendingPathComponent("names.mustache").path))
        #expect(names.referencedNames.isSuperset(of: ["tables", "name"]))
        let error = #expect(throws: DiagnosticError.self) {
            try TemplateSet(.file(folder.appendingPathComponent("includes.mustache").path))
        }
        #expect(error?.diagnostics.map(\.description) == ["\(folder.path)/broken.mustache:1:1: error: section 'unclosed' is never closed"])
    }
}
