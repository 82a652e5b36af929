
/// Text put together from pieces as UTF-8 bytes, and made a `String` once at the end.
///
/// Every append to a `String` checks its storage and what the piece holds, which costs more
/// than copying a short piece; the context of a large table is made of hundreds of thousands
/// of short pieces.
package struct TextBuilder {
    private var bytes: [UInt8] = []

    /// A builder with room for `capacity` bytes.
    package init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func append(_ piece: String) {
        let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: piece.utf8) }
    }

    package mutating func append(ascii character: Unicode.Scalar) {
        bytes.append(UInt8(ascii: character))
    }

    /// Whether nothing has been appended.
    package var isEmpty: Bool { bytes.isEmpty }

    /// The text. Every piece was a whole `String` or ASCII, so the bytes are valid UTF-8.
    package var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension String {
    /// `parts` one after another, made in one allocation: the length is known before the first
    /// byte is copied, so nothing grows.
    package init(concatenating parts: String...) {
        var count = 0
        for part in parts { count += part.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for part in parts {
                let copied: Int? = part.utf8.withContiguousStorageIfAvailable { bytes in
                    guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return 0 }
                    (target + offset).initialize(from: source, count: bytes.count)
                    return bytes.count
                }
                if let copied {
                    offset += copied
                } else {
                    for byte in part.utf8 {
                        buffer[offset] = byte
                        offset += 1
                    }
                }
            }
            return offset
        }
    }
}
