import Foundation
import ReportStrings

/// One request: the report in the language it asks for. Binding `L10n.locale` for the request
/// is all it takes; every string below, and every task the request starts, uses it.
nonisolated func report(language: String) -> String {
    L10n.$locale.withValue(Locale(identifier: language)) {
        """
        [\(language)] \(L10n.reportTitle)
        \(L10n.testsPassed(1_204))
        \(L10n.warningsInFiles(warnings: 3, files: 1))
        \(L10n.buildSummary("Ana", 12.5))
        """
    }
}

// The languages of the requests, from the command line: `swift run report de ru fr`.
let languages = CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : ["en", "de", "ru"]

// The requests are answered concurrently, each in its own language, as a server answers them.
let reports = await withTaskGroup(of: (Int, String).self) { group in
    for (index, language) in languages.enumerated() {
        group.addTask { (index, report(language: language)) }
    }
    var reports = Array(repeating: "", count: languages.count)
    for await (index, text) in group {
        reports[index] = text
    }
    return reports
}
print(reports.joined(separator: "\n\n"))
