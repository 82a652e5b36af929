import Foundation

/// The figures of a table of the README, which tests hold to what they measure.
public enum ReadmeTable {
    /// The whole numbers of each row of the table under `header` (a table's first line), one
    /// array a row, thousands separators read as nothing.
    public static func numbers(header: String) throws -> [[Int]] {
        let readme = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let table = readme.components(separatedBy: header + "\n").dropFirst().first else {
            throw Missing(header: header)
        }
        return table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { $0.hasPrefix("|") }.map { row in
            row.split(separator: "|").dropFirst().compactMap { Int($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "")) }
        }
    }

    /// No table under that header.
    public struct Missing: Error, CustomStringConvertible {
        public var header: String
        public var description: String { "the README has no table '\(header)'" }
    }
}
