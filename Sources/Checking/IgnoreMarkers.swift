import InputText
import TableModel

/// The `string-symbols:ignore` markers of catalog comments, as `check` reads them.
package enum IgnoreMarkers {
    /// A warning for each `string-symbols:ignore` in a comment of `file` that names no rule: its
    /// first word is none (a rule id misspelt, `untranslatd`), so it silences nothing.
    package static func namingNoRule(in file: LoadedTable) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for entry in file.catalog.entries {
            guard let comment = entry.comment, comment.contains(CheckPolicy.ignoreMarker) else { continue }
            for line in comment.split(whereSeparator: \.isNewline) {
                var rest = Substring(line)
                while let marker = rest.range(of: CheckPolicy.ignoreMarker) {
                    rest = rest[marker.upperBound...]
                    let first = rest.split(whereSeparator: { $0 == "," || $0.isWhitespace }).first.map(String.init)
                    guard first.flatMap(CheckFinding.Kind.init(rawValue:)) == nil else { continue }
                    let named = first.map { "'\($0)', which is no rule" } ?? "no rule"
                    let rules = CheckFinding.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                    warnings.append(Diagnostic(
                        .warning, "the comment of '\(entry.key)' says \(CheckPolicy.ignoreMarker) \(named), so it silences nothing; the rules are \(rules)",
                        path: file.path, at: entry.keyLocation))
                }
            }
        }
        return warnings
    }
}
