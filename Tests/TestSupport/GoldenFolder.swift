import Foundation

/// `Tests/Golden`: one folder per reference case, each with catalogs (and an optional
/// `string-symbols.json`) in `input/` and the exact expected output in `expected/`.
public enum GoldenFolder {
    public static let root = SharedFolder.packageRoot.appendingPathComponent("Tests/Golden", isDirectory: true)

    /// The names of the cases, sorted: every folder of `root` that has an `input` folder.
    public static let caseNames: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
        .sorted()
        .filter { SharedFolder.exists(root.appendingPathComponent($0).appendingPathComponent("input")) }

    /// The `input` folder of the case `name`.
    public static func input(of name: String) -> URL {
        root.appendingPathComponent(name).appendingPathComponent("input", isDirectory: true)
    }
}
