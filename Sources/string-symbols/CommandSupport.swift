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

/// Writes `files` all or none (``AtomicFileWriter``), creating `folders`, where they go, and the
/// folders those are in first. When a folder cannot be created or a file cannot be written, the
/// folders this call created are removed again (each only if still empty): a run that fails
/// leaves nothing behind.
func write(_ files: [AtomicFileWriter.File], creatingFolders folders: Set<String>) throws(DiagnosticError) {
    var created: [String] = []
    do {
        for folder in folders.sortedOutOfLine() {
            try createFolder(folder, created: &created)
        }
        try AtomicFileWriter().write(files)
    } catch {
        for folder in created.reversed() { _ = rmdir(folder) }
        throw error
    }
}
