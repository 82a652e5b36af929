import CatalogWriter
import FileSystem
import Foundation
import InputText
import JSON

/// `merge-driver BASE OURS THEIRS [PATH]`: git's `%O %A %B %P`. Writes the merge of the two
/// versions into OURS, in Xcode's bytes; exits 1 when units conflict, which are then left
/// between conflict markers. A version that cannot be read as a catalog is merged line by line
/// (`git merge-file`), as git would without the driver.
func mergeDriver(_ options: CommandOptions) -> ExitStatus {
    let (basePath, oursPath, theirsPath) = (options.tables[0], options.tables[1], options.tables[2])
    let path = options.tables.count > 3 ? options.tables[3] : oursPath
    do throws(DiagnosticError) {
        var versions: [[UInt8]] = []
        for file in [basePath, oursPath, theirsPath] {
            if let problem = missingInputProblem(file) { throw DiagnosticError(Diagnostic(.error, problem, path: file, at: nil)) }
            versions.append(try FileBytes.contents(ofFile: file))
        }
        let outcome: CatalogMerger.Outcome
        do {
            let merger = CatalogMerger()
            outcome = options.tables.count > 3
                ? try merger.merge(base: versions[0], ours: versions[1], theirs: versions[2], path: path)
                : try merger.merge(base: versions[0], ours: versions[1], theirs: versions[2], basePath: basePath, oursPath: oursPath, theirsPath: theirsPath)
        } catch {
            // The merge goes on, line by line: what stopped the catalog merge is a warning, and
            // the exit status is the line merge's.
            for var diagnostic in error.diagnostics {
                if diagnostic.severity == .error { diagnostic.severity = .warning }
                printError(diagnostic.description)
            }
            printError("\(path): warning: merging line by line, as git merges text, since a version is no catalog")
            return lineMerge(base: basePath, ours: oursPath, theirs: theirsPath, path: path)
        }
        if outcome.bytes != versions[1] {
            try AtomicFileWriter().write([AtomicFileWriter.File(path: oursPath, contents: outcome.bytes, previous: versions[1])])
        }
        guard outcome.conflicts.isEmpty else {
            let count = outcome.conflicts.count
            let listed = outcome.conflicts.prefix(5).joined(separator: ", ") + (count > 5 ? ", …" : "")
            // At the first conflict, as a merge tool's list of conflicts would point.
            let place = JSONParser.conflictMarkerLine(in: outcome.bytes).map { "\(path):\($0):1" } ?? path
            printError("\(place): error: \(count) unit\(count == 1 ? "" : "s") changed on both sides: \(listed); keep one side of each between the conflict markers")
            return .inputError
        }
        return .success
    } catch {
        error.diagnostics.forEach { printError($0.description) }
        return .inputError
    }
}

/// `git merge-file`: the merge git makes of text, written into `ours`; `path` is the file's in
/// the repository, as diagnostics name it. What git says of a merge it cannot make is told in
/// the driver's words, naming the file.
private func lineMerge(base: String, ours: String, theirs: String, path: String) -> ExitStatus {
    guard let git = executableOnPath("git") else {
        printError("\(path): error: cannot merge line by line: no 'git' on PATH; the file is left as ours")
        return .inputError
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: git)
    process.arguments = ["merge-file", "-L", "ours", "-L", "base", "-L", "theirs", ours, base, theirs]
    let messages = Pipe()
    process.standardError = messages
    let said: Data
    do {
        try process.run()
        said = messages.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
    } catch {
        printError("\(path): error: cannot run git merge-file: \(error.localizedDescription); the file is left as ours")
        return .inputError
    }
    // git merge-file exits with the number of conflicts (at most 127), or 255 when it cannot merge.
    switch process.terminationStatus {
    case 0:
        break
    case 1...127:
        let count = process.terminationStatus
        let counted = count == 127 ? "127 or more conflicts" : count == 1 ? "1 conflict" : "\(count) conflicts"
        printError("\(path): error: the line merge left \(counted) between conflict markers; keep one side of each")
        return .inputError
    default:
        var reason = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if reason.hasPrefix("error: ") { reason.removeFirst("error: ".count) }
        if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
        printError("\(path): error: git merge-file cannot merge the versions\(reason.isEmpty ? "" : ": \(reason)"); the file is left as ours")
        return .inputError
    }
    // A version that held a conflict already (a commit made mid-merge) merges cleanly and keeps
    // it: the merge is not done, as every command that reads the catalog will say.
    if let bytes = try? FileBytes.contents(ofFile: ours), let line = JSONParser.conflictMarkerLine(in: bytes) {
        printError("\(path):\(line):1: error: the merge holds a conflict marker from a version merged; keep the text that is right and remove the marker lines")
        return .inputError
    }
    return .success
}

/// The first executable file named `name` in a folder of `PATH`, as a shell would find it.
private func executableOnPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: false)
    return folders.lazy
        .map { ($0.isEmpty ? "." : String($0)) + "/" + name }
        .first { candidate in
            var status = stat()
            return stat(candidate, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(candidate, X_OK) == 0
        }
}
