import FileSystem
import Foundation
import InputText

/// The values of `outcomes`, one for each and in their order, or every diagnostic of those that
/// failed.
func collect<Value>(_ outcomes: [Result<Value, DiagnosticError>]) throws(DiagnosticError) -> [Value] {
    let problems = outcomes.flatMap { outcome -> [Diagnostic] in
        if case .failure(let error) = outcome { return error.diagnostics }
        return []
    }
    var values: [Value] = []
    for outcome in outcomes {
        if case .success(let value) = outcome { values.append(value) }
    }
    guard problems.isEmpty else { throw DiagnosticError(diagnostics: problems) }
    return values
}

/// Creates `folders` and the folders they are in.
func createFolders(_ folders: Set<String>) throws(DiagnosticError) {
    for folder in folders.sortedOutOfLine() {
        try createFolder(folder)
    }
}
