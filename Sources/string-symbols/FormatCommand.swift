import CatalogWriter
import FileSystem
import InputText
import TableInputs
import TableModel

/// `format`: the catalogs named, or found in the folders named, rewritten as Xcode saves them.
/// A catalog already in Xcode's bytes is not written (its modification time stays); when any
/// catalog cannot be read, none is written. With `--check`, nothing is written and each catalog
/// that would change is an error.
func format(_ options: CommandOptions) -> ExitStatus {
    do throws(DiagnosticError) {
        let paths = try CatalogFiles.find(in: options.tables)
        let outcomes = paths.concurrentMap(minimumCount: 2, elementsPerChunk: 1) { path in
            Result { () throws(DiagnosticError) -> AtomicFileWriter.File? in
                let bytes = try FileBytes.contents(ofFile: path)
                let formatted = try CatalogFormatter().format(bytes, path: path)
                // Valid JSON is not yet a catalog (`"strings": {"a": 5}`): what the other commands
                // cannot read is not Xcode's, and is no catalog to approve or rewrite.
                _ = try CatalogTableReader().read(bytes: bytes, path: path)
                return formatted == bytes ? nil : AtomicFileWriter.File(path: path, contents: formatted, previous: bytes)
            }
        }
        let catalogs = paths.count == 1 ? "1 catalog" : "\(paths.count) catalogs"
        if options.checkOnly {
            // Every catalog is reported, in order, so that one run names all there is to mend.
            var changed = 0
            var unreadable = 0
            for outcome in outcomes {
                switch outcome {
                case .failure(let error):
                    unreadable += 1
                    error.diagnostics.forEach { printError($0.description) }
                case .success(let change?):
                    changed += 1
                    let diagnostic = Diagnostic(
                        .error, "not as Xcode writes it, first here; 'string-symbols format' rewrites it", path: change.path,
                        at: firstDifference(change.previous ?? [], change.contents))
                    printError(diagnostic.description)
                case .success(nil):
                    break
                }
            }
            let them = paths.count == 1 ? "it" : "them"
            let cannotBeRead = unreadable == 0 ? "" : "; \(unreadable) cannot be read"
            printError(changed + unreadable == 0 ? "\(catalogs), as Xcode writes \(them)" : "\(changed) of \(catalogs) not as Xcode writes \(them)\(cannotBeRead)")
            return changed + unreadable == 0 ? .success : .inputError
        }
        let changes = try collect(outcomes).compactMap { $0 }
        try AtomicFileWriter().write(changes)
        let unchanged = paths.count - changes.count
        printError("formatted \(changes.count) of \(catalogs); \(unchanged) already as Xcode writes \(unchanged == 1 ? "it" : "them")")
        return .success
    } catch {
        error.diagnostics.forEach { printError($0.description) }
        return .inputError
    }
}

/// Where `written` first differs from what Xcode would write, `xcode`: the line and column (in
/// bytes) of `written`.
private func firstDifference(_ written: [UInt8], _ xcode: [UInt8]) -> SourceLocation {
    let offset = written.indices.first { $0 >= xcode.count || written[$0] != xcode[$0] } ?? written.count
    return written.withUnsafeBufferPointer { SourceLocation(offset: offset, in: $0) }
}
