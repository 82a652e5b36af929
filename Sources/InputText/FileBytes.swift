import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the bytes of a file: a regular file is mapped into memory, anything else (a pipe, a
/// device such as `/dev/stdin`) is read to its end.
///
/// Mapping costs no copy and no fresh memory: a catalog that was just written or read is in the
/// system's cache, and its pages are shared, not zeroed and filled one by one: a catalog of
/// 17 MB generates about 20 ms (6 %) sooner (`Documentation/Performance.md`). As with the compiler,
/// which maps source files too, a file truncated by another process while it is read would end
/// the process; an editor that saves by replacing the file does not affect the mapping.
package enum FileBytes {
    /// Why a file could not be read: the system's description of the failure.
    package struct Failure: Error {
        package var reason: String
        /// When nothing is at the path: why, as ``missingInputProblem(_:)`` says it.
        package var missing: String?

        package init(reason: String, missing: String? = nil) {
            self.reason = reason
            self.missing = missing
        }

        /// What a diagnostic at the file says: `no such file or folder`, or `cannot read the
        /// file: ` and the system's reason.
        package var message: String {
            missing ?? "cannot read the file: \(reason)"
        }
    }

    /// The file's contents, read into an array; a file that cannot be read is an error naming it,
    /// as every command reports it.
    package static func contents(ofFile path: String) throws(DiagnosticError) -> [UInt8] {
        do throws(Failure) {
            return try readArray(atPath: path)
        } catch {
            throw DiagnosticError(Diagnostic(.error, error.message, path: path, at: nil))
        }
    }

    /// The file's contents, read into an array: for small files, which mapping does not pay for.
    package static func readArray(atPath path: String) throws(Failure) -> [UInt8] {
        let (descriptor, status) = try openForReading(path)
        defer { close(descriptor) }
        guard status.st_mode & S_IFMT == S_IFREG, let size = Int(exactly: status.st_size) else {
            return [UInt8](try readToEnd(descriptor))
        }
        var failure: Failure?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let read = posixRead(descriptor, buffer.baseAddress! + count, size - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = Failure(reason: lastSystemError())
                    return
                }
                if read == 0 { break }
                count += read
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// The file's contents.
    package static func read(atPath path: String) throws(Failure) -> Data {
        let (descriptor, status) = try openForReading(path)
        defer { close(descriptor) }
        // (`MAP_FAILED` is a macro Swift does not import everywhere.)
        if status.st_mode & S_IFMT == S_IFREG, status.st_size > 0, let size = Int(exactly: status.st_size),
           let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != UnsafeMutableRawPointer(bitPattern: -1) {
            return Data(bytesNoCopy: address, count: size, deallocator: .custom { address, size in munmap(address, size) })
        }
        return try readToEnd(descriptor)
    }

    /// The open file at `path` and its status; a folder is an error.
    private static func openForReading(_ path: String) throws(Failure) -> (descriptor: Int32, status: stat) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let missing = errno == ENOENT ? missingInputProblem(path) : nil
            throw Failure(reason: lastSystemError(), missing: missing)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = Failure(reason: lastSystemError())
            close(descriptor)
            throw failure
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw Failure(reason: String(cString: strerror(EISDIR)))
        }
        return (descriptor, status)
    }

    private static func readToEnd(_ descriptor: Int32) throws(Failure) -> Data {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: lastSystemError())
            }
            if count == 0 { return Data(bytes) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}

/// POSIX `read`, under a name that `FileBytes.read(atPath:)` does not hide.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Why nothing is at `path`, an input a user named, in the one wording every command uses: `no
/// such file or folder`, or, for a link that leads nowhere, where it leads; `nil` when something
/// is there.
package func missingInputProblem(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) != 0 else { return nil }
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return "no such file or folder" }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    let destination = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    return "the link leads to nothing" + (destination.map { " (\($0))" } ?? "")
}
