import Foundation
import Testing
import TestSupport

/// Reference tests: every case in `Tests/Golden` generates exactly its expected files, and
/// exactly its expected warnings (`warnings.txt`).
@Suite struct GoldenTests {
    @Test func thereAreEnoughCases() {
        #expect(GoldenCase.all.count >= 15)
    }

    @Test(arguments: GoldenCase.all)
    func generatesExactlyTheExpectedFiles(golden: GoldenCase) throws {
        let result = try golden.generate(try golden.configuration())
        var actual = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        let warnings = golden.relative(result.warnings)
        if !warnings.isEmpty { actual["warnings.txt"] = warnings }
        if GoldenCase.isRecording {
            try golden.record(actual)
            print("recorded \(golden.name): \(actual.keys.sorted().joined(separator: ", "))")
            return
        }
        for (name, contents) in actual where name.hasSuffix(".swift") && !contents.isEmpty {
            let untidy = contents.split(separator: "\n").filter { $0.last == " " || $0.last == "\t" }
            #expect(untidy.isEmpty, "\(golden.name): \(name) has lines ending in white space")
            #expect(contents.hasSuffix("}\n") || contents.hasSuffix("#endif\n"), "\(golden.name): \(name) ends oddly")
        }
        let expected = golden.expectedFiles()
        #expect(actual.keys.sorted() == expected.keys.sorted(), "files of \(golden.name)")
        for (name, contents) in actual.sorted(by: { $0.key < $1.key }) {
            #expect(contents == expected[name], "\(golden.name)/expected/\(name) differs; re-record with STRING_SYMBOLS_RECORD=1 if the change is intended")
        }
    }
}
