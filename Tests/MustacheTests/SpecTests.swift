import Testing
import Mustache

/// The official Mustache spec, one parameterised test per module so that the output shows how
/// many cases each module has. Lambdas are not supported and not run.
@Suite(
    "Mustache spec",
    .enabled(
        if: SpecLocation.isAvailable || SpecLocation.isRequired,
        "Mustache spec not found (\(SpecLocation.description)); set STRING_SYMBOLS_MUSTACHE_SPEC to its folder"
    )
)
struct SpecTests {
    static let requiredModules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]
    static let optionalModules = ["~inheritance", "~dynamic-names"]

    @Test func specFolderIsPresent() throws {
        try #require(SpecLocation.isAvailable, "Mustache spec folder missing: \(SpecLocation.description)")
        for module in Self.requiredModules + Self.optionalModules {
            #expect(!SpecCase.load(module).isEmpty, "no cases in \(module).json")
        }
    }

    @Test(arguments: SpecCase.load("comments")) func comments(_ test: SpecCase) throws { try check(test) }
    @Test(arguments: SpecCase.load("delimiters")) func delimiters(_ test: SpecCase) throws { try check(test) }
    @Test(arguments: SpecCase.load("interpolation")) func interpolation(_ test: SpecCase) throws { try check(test) }
    @Test(arguments: SpecCase.load("inverted")) func inverted(_ test: SpecCase) throws { try check(test) }
    @Test(arguments: SpecCase.load("partials")) func partials(_ test: SpecCase) throws { try check(test) }
    @Test(arguments: SpecCase.load("sections")) func sections(_ test: SpecCase) throws { try check(test) }
    @Test(arguments: SpecCase.load("~inheritance")) func inheritance(_ test: SpecCase) throws { try check(test) }
    @Test(arguments: SpecCase.load("~dynamic-names")) func dynamicNames(_ test: SpecCase) throws { try check(test) }

    private func check(_ test: SpecCase) throws {
        let template = try MustacheTemplate(test.template, name: test.name)
        let partials = try [String: MustacheTemplate](compiling: test.partials)
        let output = try template.render(test.data, partials: partials)
        #expect(output == test.expected, "template: \(String(reflecting: test.template))")
    }
}
