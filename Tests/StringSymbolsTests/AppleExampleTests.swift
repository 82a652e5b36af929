import Foundation
import Testing
import TestSupport
@testable import StringSymbols

/// `Examples/AppleApp` needs SwiftUI, so it cannot build on Linux. Instead: the code the build
/// plugin generates for its `AppResources` is built against the stand-in of the Apple API, and
/// every `Text(...)` call site of its `FeatureUI` sources is compiled in another module that
/// imports it, and resolved.
@Suite
struct AppleExampleTests {
    static let example = SharedFolder.packageRoot.appendingPathComponent("Examples/AppleApp")

    /// The argument of every `Text(...)` in the feature module's sources, such as `.welcomeTitle`.
    static func textArguments() throws -> [String] {
        let folder = example.appendingPathComponent("Sources/FeatureUI")
        var arguments: [String] = []
        for file in SharedFolder.files(in: folder, withExtension: "swift") {
            let source = try String(contentsOf: file, encoding: .utf8)
            let pattern = try NSRegularExpression(pattern: #"Text\((\.[A-Za-z.]+(?:\([^()]*\))?)\)"#)
            for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                arguments.append(String(source[Range(match.range(at: 1), in: source)!]))
            }
        }
        return arguments
    }

    @Test func featureCallSitesCompileAndResolveFromAnotherModule() throws {
        let calls = try Self.textArguments()
        #expect(calls == [".welcomeTitle", ".itemsCount(count: itemCount)", ".Booking.confirmBookingCta"])

        let resources = Self.example.appendingPathComponent("Sources/AppResources")
        let catalogs = SharedFolder.files(in: resources, withExtension: "xcstrings").map(\.path)
        let generated = try Generator(configuration: GeneratorConfiguration(moduleName: "AppResources"))
            .generate(catalogPaths: catalogs, layout: .filePerTable)
        #expect(generated.warnings.isEmpty)

        // The call sites as WelcomeView writes them, with a stand-in `Text` that resolves its resource.
        let main = """
            import AppResources
            struct Text { var resolved: String; init(_ resource: LocalizedStringResource) { resolved = String(localized: resource) } }
            let itemCount = 3
            \(calls.map { "print(Text(\($0)).resolved)" }.joined(separator: "\n"))
            """
        let output = try SwiftCompiler.run(.program("FeatureUI", main: main), linking: [.resources(files: generated.files)])
        // Nothing is registered, so each resource shows its default value: the source text.
        #expect(output == "Welcome!\n3 items\nConfirm booking\n")
    }
}
