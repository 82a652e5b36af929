import Foundation

/// The shared test inputs beside the package (`../shared`): the corpus and the conformance suites.
///
/// Each folder can be moved with an environment variable. When a folder is absent the tests that
/// need it are skipped with the reason printed, unless `STRING_SYMBOLS_REQUIRE_SHARED=1` (set by
/// `.ci/run`) makes that a failure instead.
public enum SharedFolder {
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    public static let corpus = folder(environment: "STRING_SYMBOLS_CORPUS", default: "corpus")
    public static let jsonTestSuite = folder(environment: "STRING_SYMBOLS_JSON_TEST_SUITE", default: "conformance/json-test-suite/test_parsing")
    public static let mustacheSpec = folder(environment: "STRING_SYMBOLS_MUSTACHE_SPEC", default: "conformance/mustache-spec")
    /// `legacy-corpus`: `.strings` and `.stringsdict` tables of public projects, in `<owner>__<repo>/…/<language>.lproj/` folders.
    public static let legacyCorpus = folder(environment: "STRING_SYMBOLS_LEGACY_CORPUS", default: "legacy-corpus")
    /// `data`: CLDR's plural rules with the category of sample numbers (`cldr-plurals.json`).
    public static let data = folder(environment: "STRING_SYMBOLS_DATA", default: "data")

    /// `xliff-corpus`: Xcode's XLIFF exports of real projects, with their catalogs at the same commit.
    public static let xliffCorpus = folder(environment: "STRING_SYMBOLS_XLIFF_CORPUS", default: "xliff-corpus")

    /// Every shared folder the tests read, with what it is.
    public static let all: [(name: String, folder: URL)] = [
        ("the corpus of catalogs", corpus), ("the legacy corpus", legacyCorpus), ("JSONTestSuite", jsonTestSuite),
        ("the Mustache spec", mustacheSpec), ("CLDR's plural data", data), ("Xcode's XLIFF exports", xliffCorpus),
    ]

    public static var isRequired: Bool { ProcessInfo.processInfo.environment["STRING_SYMBOLS_REQUIRE_SHARED"] == "1" }

    public static func folder(environment variable: String, default relativePath: String) -> URL {
        if let path = ProcessInfo.processInfo.environment[variable] { return URL(fileURLWithPath: path) }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/\(relativePath)")
    }

    public static func exists(_ folder: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether tests over `folder` should run: it exists, or it is required (and so must fail).
    public static func shouldRun(_ folder: URL) -> Bool { exists(folder) || isRequired }

    /// The files of a shared folder that a parameterized test runs over. When the folder is absent
    /// but required, a single path that names the problem, so that the test has a case, runs it,
    /// and fails reading it (an empty list would pass with zero cases).
    public static func requiredFiles(in folder: URL, withExtension pathExtension: String) -> [URL] {
        if !exists(folder) && isRequired {
            return [folder.appendingPathComponent("required-folder-is-missing.\(pathExtension)")]
        }
        return files(in: folder, withExtension: pathExtension)
    }

    public static func files(in folder: URL, withExtension pathExtension: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".\(pathExtension)") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
