import Foundation

/// The figures of a table of the documentation, which tests hold to what they measure.
public enum DocumentTable {
    /// The whole numbers of each row of the table under `header` (a table's first line) in the
    /// file at `path` (relative to the package), one array a row, thousands separators read as
    /// nothing.
    public static func numbers(in path: String, header: String) throws -> [[Int]] {
        let document = try String(contentsOf: SharedFolder.packageRoot.appendingPathComponent(path), encoding: .utf8)
        guard let table = document.components(separatedBy: header + "\n").dropFirst().first else {
            throw Missing(path: path, header: header)
        }
        return table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { $0.hasPrefix("|") }.map { row in
            row.split(separator: "|").dropFirst().compactMap { Int($0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "")) }
        }
    }

    /// No table under that header.
    public struct Missing: Error, CustomStringConvertible {
        public var path: String
        public var header: String
        public var description: String { "\(path) has no table '\(header)'" }
    }
}
