#if canImport(Glibc)
import Glibc

private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl

private let systemWrite = Musl.write
#elseif canImport(Darwin)
import Darwin

private let systemWrite = Darwin.write
#endif

/// Standard output or standard error, written from a string's own bytes: a report can be
/// hundreds of kilobytes, which copying into `Data` first would make fresh memory for (on an
/// app of 1,200 files, a tenth of the page faults of a `usage` run).
enum StandardStream: Int32 {
    case output = 1
    case error = 2

    /// Writes `text` as it is.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll($0) }
    }

    /// Writes each of `lines` and a line break after it, gathered into writes of up to 64 KB: a
    /// write each costs more than the rest of a `usage` run.
    func write(lines: [String]) {
        let capacity = 1 << 16
        var buffer: [UInt8] = []
        buffer.reserveCapacity(capacity)
        for line in lines {
            let count = line.utf8.count + 1
            if buffer.count + count > capacity, !buffer.isEmpty {
                buffer.withUnsafeBufferPointer { writeAll($0) }
                buffer.removeAll(keepingCapacity: true)
            }
            buffer.append(contentsOf: line.utf8)
            buffer.append(UInt8(ascii: "\n"))
        }
        buffer.withUnsafeBufferPointer { writeAll($0) }
    }

    /// Writes all of `bytes`, again after an interrupted or partial write. A stream that refuses
    /// them (a full disk, a closed descriptor) ends the process with status 1 and the system's
    /// reason on standard error, so that no output is taken for whole when it is not.
    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(rawValue, next, remaining)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { fail(reason: written < 0 ? String(cString: strerror(errno)) : "nothing was written") }
            next += written
            remaining -= written
        }
    }

    private func fail(reason: String) -> Never {
        if self == .output {
            var message = "error: cannot write to standard output: \(reason)\n"
            message.withUTF8 { _ = systemWrite(StandardStream.error.rawValue, $0.baseAddress, $0.count) }
        }
        exit(ExitStatus.inputError.rawValue)
    }
}
