import Foundation
import StringCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes rewritten Swift sources all or nothing, as ``OutputWriter`` writes generated files:
/// every new text is prepared beside its file (with the file's permissions) before any file is
/// replaced, each replacement is an atomic rename, and a failure puts back what was replaced.
/// A file that changed since it was read is an error before anything is written: the rewrite was
/// made for the text that was read.
public struct SourceFileWriter: Sendable {
    public init() {}

    /// Writes each rewrite's file; its paths, in order.
    public func write(_ rewrites: [SourceRewrite]) throws(GenerationError) -> [String] {
        var pending: [(path: String, temporaryPath: String, original: [UInt8])] = []
        defer { pending.forEach { _ = unlink($0.temporaryPath) } }
        for rewrite in rewrites {
            let path = rewrite.path
            guard let current = FileManager.default.contents(atPath: path) else {
                throw failure("cannot read the file again before writing it (\(lastSystemError()))", path: path)
            }
            guard [UInt8](current) == rewrite.original else {
                throw failure("the file changed since it was read; run the command again", path: path)
            }
            var status = stat()
            guard stat(path, &status) == 0 else { throw failure("cannot read the file's permissions (\(lastSystemError()))", path: path) }
            let temporaryPath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(OutputWriter.temporaryFileName()).path
            if let problem = OutputWriter.create(temporaryPath, with: Data(rewrite.rewritten)) {
                throw failure("cannot write the file: \(problem)", path: path)
            }
            pending.append((path, temporaryPath, rewrite.original))
            guard chmod(temporaryPath, status.st_mode & 0o7777) == 0 else {
                throw failure("cannot give the new file the permissions of the old one (\(lastSystemError()))", path: path)
            }
        }
        for (index, file) in pending.enumerated() where rename(file.temporaryPath, file.path) != 0 {
            let problem = lastSystemError()
            let restored = pending[..<index].allSatisfy { written in
                let temporaryPath = written.temporaryPath + "-restore"
                return OutputWriter.create(temporaryPath, with: Data(written.original)) == nil && rename(temporaryPath, written.path) == 0
            }
            throw failure("cannot replace the file: \(problem)" + (restored ? "; the files written before it were restored" : "; some files written before it could not be restored"), path: file.path)
        }
        let written = pending.map(\.path)
        pending = []
        return written
    }

    private func failure(_ message: String, path: String) -> GenerationError {
        GenerationError(Diagnostic(.error, message, path: path, at: nil))
    }
}
