import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import InputText
import PluginFacts

/// Replaces files all or nothing: the one writer of every file the tools write (generated
/// Swift, rewritten sources, the check's stamp).
///
/// Every new text is written beside its destination, in a temporary file with the destination's
/// permissions (new files get `rw-r--r--`), before any destination is replaced; each replacement
/// is an atomic rename, so a reader (the compiler, an editor) never sees a half-written file; and
/// when one fails, the files replaced before it get their previous contents back (a new one is
/// removed again). A temporary file left behind by a process that was killed is removed by a
/// later writer in its folder, once no process of its number runs. A symbolic link is written
/// through (the file it points to is replaced, the link stays), and a read-only file is refused
/// unless it is the generator's own (``refusesReadOnlyFiles``).
package struct AtomicFileWriter: Sendable {
    /// One file to write.
    package struct File: Sendable {
        /// Where the file goes.
        package var path: String
        /// Its new contents.
        package var contents: [UInt8]
        /// Its contents now, put back should a later file fail to be replaced; `nil` for a new file.
        package var previous: [UInt8]?

        package init(path: String, contents: [UInt8], previous: [UInt8]?) {
            self.path = path
            self.contents = contents
            self.previous = previous
        }
    }

    /// Removes a file, or says why it could not: POSIX `unlink`, replaced by tests that need a
    /// removal to fail (a privileged process can remove any file).
    package var removeFile: @Sendable (String) -> String? = { path in unlink(path) == 0 ? nil : lastSystemError() }
    /// Renames a file over another, or says why it could not: POSIX `rename`, replaced by tests
    /// that need a replacement to fail halfway.
    package var renameFile: @Sendable (String, String) -> String? = { from, to in rename(from, to) == 0 ? nil : lastSystemError() }
    /// Whether a read-only file is refused: the user's own files (catalogs, tables, sources) are
    /// read-only on purpose, as a version control system that locks files leaves them; generated
    /// files belong to the generator, which replaces them with the same permissions.
    package var refusesReadOnlyFiles: Bool

    package init(refusesReadOnlyFiles: Bool = true) {
        self.refusesReadOnlyFiles = refusesReadOnlyFiles
    }

    /// Writes `files`, in order.
    ///
    /// - Throws: A diagnostic naming the file and the reason when any file cannot be written
    ///   (every read-only file at once, found before anything is written); then every file is as
    ///   it was.
    package func write(_ files: [File]) throws(DiagnosticError) {
        var destinations: [String] = []
        var refused: [Diagnostic] = []
        for file in files {
            do {
                destinations.append(try Self.destination(of: file.path, refusingReadOnly: refusesReadOnlyFiles))
            } catch {
                refused += error.diagnostics
            }
        }
        guard refused.isEmpty else { throw DiagnosticError(diagnostics: refused) }
        var pending: [(file: File, destination: String, temporaryPath: String)] = []
        defer { pending.forEach { _ = unlink($0.temporaryPath) } }
        for (file, destination) in zip(files, destinations) {
            let temporaryPath = Self.temporaryPath(beside: destination)
            if let problem = Self.create(temporaryPath, with: file.contents) {
                throw Self.failure("cannot write the file: \(problem)", path: file.path)
            }
            pending.append((file, destination, temporaryPath))
            var status = stat()
            if file.previous != nil, stat(destination, &status) == 0, chmod(temporaryPath, status.st_mode & 0o7777) != 0 {
                throw Self.failure("cannot give the new file the permissions of the old one (\(lastSystemError()))", path: file.path)
            }
        }
        for (index, entry) in pending.enumerated() {
            guard let problem = renameFile(entry.temporaryPath, entry.destination) else { continue }
            let restored = pending[..<index].map { restore($0.file, at: $0.destination) }.allSatisfy { $0 }
            let aftermath = index == 0 ? "; no file was written" : restored ? "; the files written before it were restored" : "; some files written before it could not be restored"
            throw Self.failure("cannot replace the file: \(problem)" + aftermath, path: entry.file.path)
        }
        pending = []
    }

    /// The file that writing `path` replaces: the file a symbolic link points to, so that the
    /// link stays a link (a rename onto it would put a plain file in its place).
    ///
    /// - Throws: When `refusingReadOnly` and the file is read-only (no one may write it, or this
    ///   process may not: a file a version control system locks, which a rename would replace
    ///   all the same), or a link that points nowhere.
    private static func destination(of path: String, refusingReadOnly: Bool) throws(DiagnosticError) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return path }
        var destination = path
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = resolvedPath(path) else {
                throw failure("cannot write through the symbolic link: \(lastSystemError())", path: path)
            }
            destination = resolved
            guard stat(destination, &status) == 0 else { return destination }
        }
        if refusingReadOnly, Self.isReadOnly(destination, mode: status.st_mode) {
            throw failure("the file is read-only; make it writable (or check it out) for string-symbols to replace it", path: path)
        }
        return destination
    }

    /// Whether the file at `path` is read-only: no one may write it (a file a version control
    /// system locks, which root may write all the same), or this process may not. A missing file
    /// is not.
    package static func isReadOnly(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        return isReadOnly(path, mode: status.st_mode)
    }

    private static func isReadOnly(_ path: String, mode: mode_t) -> Bool {
        mode & 0o222 == 0 || access(path, W_OK) != 0
    }

    /// Puts `file`'s previous contents back at `destination`, or removes it when it is new.
    private func restore(_ file: File, at destination: String) -> Bool {
        guard let previous = file.previous else { return removeFile(destination) == nil }
        let temporaryPath = Self.temporaryPath(beside: destination)
        guard Self.create(temporaryPath, with: previous) == nil else { return false }
        return renameFile(temporaryPath, destination) == nil
    }

    // MARK: - Temporary files

    /// Marks the files written before they are renamed into place: `.<pid>-<random>.string-symbols-tmp`,
    /// short whatever the final name's length.
    package static let temporaryFileSuffix = "string-symbols-tmp"

    package static func temporaryFileName(processIdentifier: Int32 = getpid()) -> String {
        ".\(processIdentifier)-\(String(UInt32.random(in: .min ... .max), radix: 16)).\(temporaryFileSuffix)"
    }

    // Not NSString's deletingLastPathComponent, which Foundation on Linux traps on for a
    // one-character name ("b" in the working folder).
    private static func temporaryPath(beside path: String) -> String {
        (TableFileName.folder(of: path) as NSString).appendingPathComponent(temporaryFileName())
    }

    /// The process that wrote a temporary file named by ``temporaryFileName(processIdentifier:)``.
    package static func writer(ofTemporaryFile name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix("." + temporaryFileSuffix) else { return nil }
        return name.dropFirst().split(separator: "-").first.flatMap { Int32($0) }
    }

    /// Removes the temporary files in `folder` that processes no longer running left behind.
    package func removeAbandonedTemporaryFiles(in folder: String, names: [String]) {
        for name in names {
            guard let writer = Self.writer(ofTemporaryFile: name), writer != getpid(), !Self.isRunning(writer) else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            _ = removeFile(path)
        }
    }

    /// Whether a process with this number runs (or exists, as another user's).
    package static func isRunning(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno != ESRCH
    }

    // MARK: - Files

    /// Creates a new file at `path` holding `bytes`, or returns why it could not.
    package static func create(_ path: String, with bytes: [UInt8]) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return lastSystemError() }
        var problem: String?
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let count = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    problem = lastSystemError()
                    break
                }
                offset += count
            }
        }
        if close(descriptor) != 0, problem == nil { problem = lastSystemError() }
        if problem != nil { _ = unlink(path) }
        return problem
    }

    private static func failure(_ message: String, path: String) -> DiagnosticError {
        DiagnosticError(Diagnostic(.error, message, path: path, at: nil))
    }
}

/// POSIX `write`, under a name that the method `write(_:)` does not hide.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
