import StringSymbolsTemplates
import Testing
@testable import PluginFacts
@testable import Rendering
@testable import StringSymbols
@testable import Symbols

/// Each built-in template's descriptor says what the template files are: its templates are the
/// entry and exactly the partials the entry includes, and every built-in file belongs to one.
@Suite struct BuiltInTemplateDescriptorTests {
    @Test(arguments: BuiltInTemplate.allCases)
    func templateNamesAreWhatTheEntryIncludes(template: BuiltInTemplate) throws {
        let descriptor = template.descriptor
        #expect(descriptor.template == template)
        #expect(descriptor.templateNames.first == template.rawValue)
        let set = try TemplateSet(.builtIn(template))
        var reachable: [String] = [template.rawValue]
        var next = 0
        while next < reachable.count {
            let included = try #require(set.partials[reachable[next]]).includedTemplates
            #expect(!included.includesDynamicNames)
            for name in included.names.sorted() where !reachable.contains(name) { reachable.append(name) }
            next += 1
        }
        #expect(Set(reachable) == Set(descriptor.templateNames))
        #expect(reachable.count == descriptor.templateNames.count)
    }

    @Test func everyBuiltInFileBelongsToATemplate() {
        let described = BuiltInTemplate.allCases.flatMap(\.descriptor.templateNames)
        #expect(Set(described) == Set(BuiltInTemplateSources.all.keys))
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
