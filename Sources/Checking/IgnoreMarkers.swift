import InputText
import TableModel

/// The `string-symbols:ignore` markers of catalog comments, as `check` reads them.
package enum IgnoreMarkers {
    /// The words after each marker in `comment`, to the end of its line (separated by commas or
    /// white space), one list per marker.
    static func words(in comment: String?) -> [[Substring]] {
        guard let comment, comment.contains(CheckPolicy.ignoreMarker) else { return [] }
        var markers: [[Substring]] = []
        for line in comment.split(whereSeparator: \.isNewline) {
            var rest = Substring(line)
            while let marker = rest.range(of: CheckPolicy.ignoreMarker) {
                rest = rest[marker.upperBound...]
                markers.append(rest.split(whereSeparator: { $0 == "," || $0.isWhitespace }))
            }
        }
        return markers
    }

    /// A warning for each `string-symbols:ignore` in a comment of `file` that names no rule: its
    /// first word is none (a rule id misspelt, `untranslatd`), so it silences nothing.
    package static func namingNoRule(in file: LoadedTable) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let rules = CheckFinding.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        for entry in file.catalog.entries {
            for words in words(in: entry.comment) where words.first.flatMap({ CheckFinding.Kind(rawValue: String($0)) }) == nil {
                let named = words.first.map { "followed by '\($0)', which is no rule" } ?? "with no rule after it"
                warnings.append(Diagnostic(
                    .warning, "the comment of '\(entry.key)' has \(CheckPolicy.ignoreMarker) \(named), so it silences nothing; the rules are \(rules)",
                    path: file.path, at: entry.keyLocation))
            }
        }
        return warnings
    }
}
