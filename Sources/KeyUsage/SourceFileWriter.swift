import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import FileSystem
import InputText

/// Writes rewritten Swift sources all or nothing (``AtomicFileWriter``), each with its
/// permissions. A file that changed since it was read is an error before anything is written:
/// the rewrite was made for the text that was read.
///
/// A symbolic link is never replaced by a file: a link to a file inside the source folders is
/// rewritten where it leads (once, however many links lead there), and one that leads outside
/// them is left as it is, with a note.
package struct SourceFileWriter: Sendable {
    /// The folders (or files) of the sources: a link is followed only to a file inside them.
    package var sourceFolders: [String]

    package init(sourceFolders: [String]) {
        self.sourceFolders = sourceFolders
    }

    /// What writing did.
    package struct Report: Sendable {
        /// The files written, in order: where each rewrite's file is, or where its link leads.
        package var written: [String] = []
        /// The files left as they are: links that lead outside the source folders.
        package var leftAlone: [Diagnostic] = []
    }

    /// Writes each rewrite's file.
    package func write(_ rewrites: [SourceRewrite]) throws(DiagnosticError) -> Report {
        var report = Report()
        let roots = sourceFolders.compactMap(resolvedPath)
        var targets: Set<String> = []
        var changes: [AtomicFileWriter.File] = []
        for rewrite in rewrites {
            var path = rewrite.path
            if FileKind(atPath: path) == .link {
                guard let target = resolvedPath(path),
                      roots.contains(where: { target == $0 || isPath(target, below: $0) }) else {
                    let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "a place that cannot be read"
                    report.leftAlone.append(Diagnostic(
                        .note, "left as it is: the file is a link to \(destination), outside the source folders; rewrite the file it leads to there, or name its folder with --sources",
                        path: path, at: nil))
                    continue
                }
                path = target
            }
            guard targets.insert(resolvedPath(path) ?? path).inserted else { continue }
            guard let current = FileManager.default.contents(atPath: path) else {
                throw failure("cannot read the file again before writing it (\(lastSystemError()))", path: path)
            }
            guard [UInt8](current) == rewrite.original else {
                throw failure("the file changed since it was read; run the command again", path: path)
            }
            changes.append(AtomicFileWriter.File(path: path, contents: rewrite.rewritten, previous: rewrite.original))
        }
        try AtomicFileWriter().write(changes)
        report.written = changes.map(\.path)
        return report
    }

    private func failure(_ message: String, path: String) -> DiagnosticError {
        DiagnosticError(Diagnostic(.error, message, path: path, at: nil))
    }
}
