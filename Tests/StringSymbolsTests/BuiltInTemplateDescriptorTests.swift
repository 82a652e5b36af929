import Foundation
import StringSymbolsTemplates
import Testing
import TestSupport
@testable import PluginFacts
@testable import Rendering
@testable import StringSymbols
@testable import Symbols

/// A built-in template is its file and the partials it includes, as the files say (no list
/// names them), and every built-in file belongs to one; the binary holds each `.mustache` of
/// `Templates/` as it is on disk (Scripts/embed-templates.py), so a file added there is a partial
/// once the script has run.
@Suite struct BuiltInTemplateDescriptorTests {
    /// The partials a built-in template is compiled with are those reachable from its entry.
    static func reachable(from template: BuiltInTemplate) throws -> [String] {
        let set = try TemplateSet(.builtIn(template))
        var reachable: [String] = [template.rawValue]
        var next = 0
        while next < reachable.count {
            let included = try #require(set.partials[reachable[next]]).includedTemplates
            #expect(!included.includesDynamicNames)
            for name in included.names.sorted() where !reachable.contains(name) { reachable.append(name) }
            next += 1
        }
        #expect(Set(set.partials.keys) == Set(reachable), "\(template): compiled exactly what it includes")
        return reachable
    }

    @Test func everyBuiltInFileBelongsToATemplate() throws {
        let used = try BuiltInTemplate.allCases.flatMap(Self.reachable(from:))
        #expect(Set(used) == Set(BuiltInTemplateSources.all.keys))
        let files = try FileManager.default.contentsOfDirectory(atPath: SharedFolder.packageRoot.appendingPathComponent("Templates").path)
            .filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }
        #expect(Set(files) == Set(BuiltInTemplateSources.all.keys), "run Scripts/embed-templates.py")
    }

    @Test func theBinaryHoldsEachTemplateAsItsFileIs() throws {
        let folder = SharedFolder.packageRoot.appendingPathComponent("Templates")
        for (name, text) in BuiltInTemplateSources.all {
            let file = try String(contentsOf: folder.appendingPathComponent("\(name).mustache"), encoding: .utf8)
            #expect(text.utf8.elementsEqual(file.utf8), "Templates/\(name).mustache changed: run Scripts/embed-templates.py")
        }
    }

    @Test func theAdviceFollowsTheDescriptor() {
        for template in BuiltInTemplate.allCases {
            #expect(AppleFoundationAdvice.applies(template: template.rawValue, darwinOnly: nil) == template.descriptor.needsAppleFoundation)
            #expect(!AppleFoundationAdvice.applies(template: template.rawValue, darwinOnly: false))
            let configuration = GeneratorConfiguration(template: .builtIn(template))
            #expect(configuration.needsAppleFoundation == template.descriptor.needsAppleFoundation)
        }
        #expect(AppleFoundationAdvice.applies(template: nil, darwinOnly: nil))
        #expect(!AppleFoundationAdvice.applies(template: "Templates/mine.mustache", darwinOnly: nil))
        #expect(TemplateChoice.file("mine.mustache").descriptor == nil)
    }
}
