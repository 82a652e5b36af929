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

    /// Writes all of `bytes`, again after an interrupted or partial write; a stream that
    /// refuses them (closed, full) gets no more of them.
    private func writeAll(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(rawValue, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            next += written
            remaining -= written
        }
    }
}
