/// A pass over a Swift file's bytes, without lexing it, for what `usage` needs of every file: the
/// symbol names and key literals it mentions, and whether it may hold a lookup at all.
///
/// A name counts wherever it stands (code, comments and strings alike), and a key wherever a
/// literal on one line spells it, so that a key in use is never called unused. Only a file that
/// may hold a lookup (one of the callees' names before a `(`, `String(localized`, or a lookup
/// method's name) is lexed: in an app, most files hold none.
struct SourceBytesScan: Sendable {
    /// What a name is to the scan.
    private struct Role: OptionSet {
        let rawValue: UInt8
        /// A symbol's name.
        static let symbolName = Role(rawValue: 1)
        /// A callee that starts a lookup when a `(` follows: a view, a modifier, `String`, a helper.
        static let callee = Role(rawValue: 2)
        /// A lookup method, which starts a lookup wherever it stands.
        static let method = Role(rawValue: 4)
        /// `String`, which starts a lookup when `(localized` follows.
        static let string = Role(rawValue: 8)
    }

    /// Symbols' names, callees and lookup methods, with their roles.
    private let names: ByteStringTable
    private let roles: [Role]
    private let keys: ByteStringTable

    init(symbolNames: Set<String>, keys: Set<String>, patterns: LookupPatterns) {
        let calleeNames = LookupPatterns.swiftUIViews.union(LookupPatterns.swiftUIModifiers)
            .union(["NSLocalizedString", "LocalizedStringResource", "localizedString"])
            .union(patterns.lookupFunctions.compactMap { $0.split(separator: ".").last.map(String.init) })
        var roles: [String: Role] = [:]
        for name in symbolNames { roles[name, default: []].insert(.symbolName) }
        for name in calleeNames { roles[name, default: []].insert(.callee) }
        for name in patterns.lookupMethods { roles[name, default: []].insert(.method) }
        roles["String", default: []].insert(.string)
        let ordered = roles.keys.sorted()
        names = ByteStringTable(ordered.map { (Array($0.utf8), $0) })
        self.roles = ordered.map { roles[$0]! }
        self.keys = ByteStringTable(keys.sorted().map { (Array(Self.literalText(of: $0).utf8), $0) })
    }

    /// What one file mentions.
    struct Result {
        var names: Set<String> = []
        var keys: Set<String> = []
        var mayHoldLookups = false
    }

    func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        var result = Result()
        let count = bytes.count
        var index = 0
        // The quote that closes the literal found last, so that it opens none.
        var closingQuote = -1
        while index < count {
            let byte = bytes[index]
            if Self.isIdentifierByte(byte) {
                let start = index
                var hash = ByteStringTable.initialHash
                repeat {
                    hash = ByteStringTable.hash(hash, bytes[index])
                    index += 1
                } while index < count && Self.isIdentifierByte(bytes[index])
                guard let found = names.index(of: bytes, start..<index, hash: hash) else { continue }
                let role = roles[found]
                if role.contains(.symbolName) { result.names.insert(names.value(at: found)) }
                if !result.mayHoldLookups {
                    if role.contains(.method) {
                        result.mayHoldLookups = true
                    } else if role.contains(.callee) || role.contains(.string) {
                        var next = Self.skippingWhiteSpace(bytes, from: index)
                        // A comment between a name and its `(` is unlikely, but possible.
                        if next < count && bytes[next] == UInt8(ascii: "/") {
                            result.mayHoldLookups = true
                        } else if next < count && bytes[next] == UInt8(ascii: "(") {
                            if role.contains(.callee) {
                                result.mayHoldLookups = true
                            } else {
                                next = Self.skippingWhiteSpace(bytes, from: next + 1)
                                result.mayHoldLookups = next < count && (bytes[next] == UInt8(ascii: "/") || Self.starts(bytes, at: next, with: Self.localized))
                            }
                        }
                    }
                }
                continue
            }
            if byte == UInt8(ascii: "\""), index != closingQuote {
                var end = index + 1
                var hash = ByteStringTable.initialHash
                while end < count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A, bytes[end] != 0x0D {
                    if bytes[end] == UInt8(ascii: "\\"), end + 1 < count {
                        hash = ByteStringTable.hash(hash, bytes[end])
                        end += 1
                    }
                    hash = ByteStringTable.hash(hash, bytes[end])
                    end += 1
                }
                if end < count, bytes[end] == UInt8(ascii: "\"") {
                    if let found = keys.index(of: bytes, (index + 1)..<end, hash: hash) { result.keys.insert(keys.value(at: found)) }
                    closingQuote = end
                }
            }
            index += 1
        }
        return result
    }

    private static let localized = Array("localized".utf8)

    @inline(__always)
    private static func skippingWhiteSpace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D) { index += 1 }
        return index
    }

    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with prefix: [UInt8]) -> Bool {
        index + prefix.count <= bytes.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    /// Bytes of names: ASCII letters, digits, `_`, `$`, and every byte of a non-ASCII character
    /// (Swift takes most as identifier characters; taking all only finds more).
    @inline(__always)
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    /// `key` as a one-line string literal writes it: backslashes, quotes and line breaks escaped.
    static func literalText(of key: String) -> String {
        var text = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}

/// Byte strings found by their bytes, without making a `String` of each candidate: open
/// addressing over FNV-1a hashes, which the caller computes as it reads the candidate.
struct ByteStringTable: Sendable {
    private let entries: [[UInt8]]
    private let values: [String]
    /// An entry's index plus one, or 0 for an empty slot.
    private let slots: [Int32]
    private let mask: Int

    static let initialHash: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always)
    static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    init(_ strings: [([UInt8], String)]) {
        var entries: [[UInt8]] = []
        var values: [String] = []
        var capacity = 16
        while capacity < strings.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        for (bytes, value) in strings {
            var slot = Self.slot(bytes.reduce(Self.initialHash, Self.hash), mask)
            var duplicate = false
            while slots[slot] != 0 {
                if entries[Int(slots[slot]) - 1] == bytes { duplicate = true; break }
                slot = (slot + 1) & mask
            }
            guard !duplicate else { continue }
            entries.append(bytes)
            values.append(value)
            slots[slot] = Int32(entries.count)
        }
        self.entries = entries
        self.values = values
        self.slots = slots
    }

    /// The index of the entry whose bytes are `bytes[range]`, whose hash is `hash`, if there is one.
    @inline(__always)
    func index(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, hash: UInt64) -> Int? {
        var slot = Self.slot(hash, mask)
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let entry = Int(stored) - 1
            if entries[entry].count == range.count, entries[entry].elementsEqual(UnsafeBufferPointer(rebasing: bytes[range])) { return entry }
            slot = (slot + 1) & mask
        }
    }

    func value(at index: Int) -> String { values[index] }

    @inline(__always)
    private static func slot(_ hash: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    }
}
