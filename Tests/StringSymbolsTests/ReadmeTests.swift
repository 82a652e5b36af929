import Foundation
import Testing
import TestSupport
@testable import StringSymbols

/// The README's walk-through is one story: the call sites it shows compile against what its first
/// command generates from `Examples/SharedResources`, and print the catalog's text.
@Suite struct ReadmeTests {
    static let readme = SharedFolder.packageRoot.appendingPathComponent("README.md")
    static let catalogs = SharedFolder.files(
        in: SharedFolder.packageRoot.appendingPathComponent("Examples/SharedResources/Sources/AppResources"), withExtension: "xcstrings"
    ).map(\.path)

    /// Every match of `pattern`'s first group in the README's Swift code blocks.
    static func calls(matching pattern: String) throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let expression = try NSRegularExpression(pattern: pattern)
        return blocks.flatMap { block in
            expression.matches(in: block, range: NSRange(block.startIndex..., in: block)).map {
                String(block[Range($0.range(at: 1), in: block)!])
            }
        }
    }

    /// `Text(.welcomeTitle("Ana"))` and the like, with a stand-in `Text` that resolves its resource.
    @Test func textCallSitesCompileAndResolve() throws {
        let calls = try Self.calls(matching: #"Text\((\.[A-Za-z.]+(?:\([^()]*\))?)\)"#)
        #expect(calls.count >= 5, "\(calls)")
        let files = try Generator(configuration: GeneratorConfiguration(moduleName: "AppResources"))
            .generate(catalogPaths: Self.catalogs, layout: .filePerTable).files
        let main = """
            import AppResources
            struct Text { var resolved: String; init(_ resource: LocalizedStringResource) { resolved = String(localized: resource) } }
            \(calls.map { "print(Text(\($0)).resolved)" }.joined(separator: "\n"))
            """
        let output = try SwiftCompiler.run(.program("FeatureUI", main: main), linking: [.resources(files: files)])
        #expect(output == "Welcome, Ana!\n3 items\n42 landmarks\nConfirm booking\n2 nights at Hotel Aurora\n")
    }

    /// `print(L10n.roomAvailable)` and the like, against the `string` output.
    @Test func stringCallSitesCompileAndRun() throws {
        let calls = try Self.calls(matching: #"print\((L10n\.[^\n]*?)\)\s*//"#)
        #expect(calls.count == 3, "\(calls)")
        let files = try Generator(configuration: GeneratorConfiguration(template: .builtIn(.string), moduleName: "AppResources"))
            .generate(catalogPaths: Self.catalogs, layout: .filePerTable).files
        let main = "import AppResources\nimport Foundation\n" + calls.map { "print(\($0))" }.joined(separator: "\n") + "\n"
        let output = try SwiftCompiler.run(.program("App", main: main), linking: [.resources(files: files)])
        #expect(output == "Room available\n3 items\n2 nights at Hotel Aurora\n")
    }
}
