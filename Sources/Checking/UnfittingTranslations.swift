import Findings
import InputText
import TableModel

/// What `generate` says, with the `string` template, of translations that do not fit their
/// accessor's arguments: one diagnostic per catalog, at the first of them, with their number.
///
/// Such a translation crashes `String(format:)` or prints garbage where Foundation formats it
/// (the catalogs compiled, on Apple platforms); where the `string` output reads the catalog
/// itself (Linux), it passes the translation over for the next language that fits. So it is
/// reported when the code is generated, at the level of the configuration's `check` (a warning
/// by default, an error with `"check": "error"`, nothing with `"off"`); `string-symbols check`
/// lists each one.
package struct UnfittingTranslations {
    var level: CheckLevel

    package init(level: CheckLevel) {
        self.level = level
    }

    package func diagnostics(_ catalogs: [LoadedTable]) -> [Diagnostic] {
        guard level != .off else { return [] }
        let checker = TranslationChecker(level: level)
        return catalogs.compactMap { file in
            let unfitting = checker.check(file).findings.filter(\.breaksFormatting)
            guard let first = unfitting.first else { return nil }
            let message = first.diagnostic.message
            let text = unfitting.count == 1
                ? "a translation does not fit its accessor's arguments: \(message). It would crash String(format:) or print garbage where Foundation formats it; where the string output reads the catalog itself, it shows another language's text instead ('string-symbols check' lists such translations)"
                : "\(unfitting.count) translations do not fit their accessors' arguments, the first: \(message). They would crash String(format:) or print garbage where Foundation formats them; where the string output reads the catalog itself, it shows another language's text instead ('string-symbols check' lists each)"
            return Diagnostic(
                level == .error ? .error : .warning, text,
                path: first.diagnostic.path, at: first.diagnostic.location)
        }
    }
}
