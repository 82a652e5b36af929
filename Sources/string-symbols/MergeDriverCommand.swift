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
            return lineMerge(base: basePath, ours: oursPath, theirs: theirsPath, path: path, oursBytes: versions[1])
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
/// the driver's words, naming the file, and ours is then put back as it was (`oursBytes`): git
/// may have begun writing it.
private func lineMerge(base: String, ours: String, theirs: String, path: String, oursBytes: [UInt8]) -> ExitStatus {
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
    func failed(_ reason: String) -> ExitStatus {
        let restored = (try? FileBytes.contents(ofFile: ours)) == oursBytes
            || (try? AtomicFileWriter().write([AtomicFileWriter.File(path: ours, contents: oursBytes, previous: oursBytes)])) != nil
        printError("\(path): error: \(reason); \(restored ? "the file is left as ours" : "ours could not be put back as it was")")
        return .inputError
    }
    // git merge-file exits with the number of conflicts (at most 127), or 255 when it cannot merge.
    let status = process.terminationStatus
    if process.terminationReason == .uncaughtSignal {
        return failed("git merge-file was stopped by signal \(status)")
    }
    guard status <= 127 else {
        return failed("git merge-file cannot merge the versions" + gitReason(said, naming: [(ours, "ours"), (base, "base"), (theirs, "theirs")]))
    }
    StandardStream.error.write(String(decoding: said, as: UTF8.self))
    if status > 0 {
        let counted = status == 127 ? "127 or more conflicts" : status == 1 ? "1 conflict" : "\(status) conflicts"
        printError("\(path): error: the line merge left \(counted) between conflict markers; keep one side of each")
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

/// The first line of what git said, as ": reason", without git's "error: " or "fatal: " and with
/// the versions' files (git's temporary copies) called by their names; empty when git said nothing.
private func gitReason(_ said: Data, naming files: [(path: String, name: String)]) -> String {
    guard var reason = String(decoding: said, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) else { return "" }
    for prefix in ["error: ", "fatal: "] where reason.hasPrefix(prefix) { reason.removeFirst(prefix.count) }
    for file in files.sortedOutOfLine(by: { $0.path.count > $1.path.count }) {
        reason = reason.replacingOccurrences(of: file.path, with: file.name)
    }
    guard let first = reason.first else { return "" }
    return ": " + first.lowercased() + reason.dropFirst()
}

/// The first executable file named `name` in a folder of `PATH`, as a shell would find it.
private func executableOnPath(_ name: String) -> String? {
    // Without PATH, the folders a shell searches then (as /usr/bin/env does).
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
    return folders.lazy
        .map { ($0.isEmpty ? "." : String($0)) + "/" + name }
        .first { candidate in
            var status = stat()
            return stat(candidate, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && access(candidate, X_OK) == 0
        }
}
