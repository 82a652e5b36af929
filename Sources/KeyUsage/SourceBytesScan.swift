import Symbols

/// A pass over a Swift file's bytes, without lexing it, for what `usage` needs of every file: the
/// symbol names and key literals it mentions, and whether it may hold a lookup at all.
///
/// A name counts wherever it stands (code, comments and strings alike), and a key wherever a
/// literal on one line spells it, so that a key in use is never called unused. Only a file that
/// may hold a lookup (a callee's name before a `(` and a literal, labelled or not,
/// `String(localized: "…"`, a lookup method's name, or a callee whose first argument is always a
/// key, `NSLocalizedString(`, whatever follows) is lexed: in an app, most files hold none.
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
        /// A callee whose first argument is always a key (`NSLocalizedString`, a helper): called
        /// with any argument, the file is lexed for the lookups whose key is an expression.
        static let keyFirstCallee = Role(rawValue: 16)
        /// A resource's label (`forResource`), after which the file may be a table the code
        /// reads whole (``TableFileRead``).
        static let resource = Role(rawValue: 32)
    }

    /// Symbols' names, callees and lookup methods, with their roles.
    private let names: ByteStringTable
    private let roles: [Role]
    private let keys: ByteStringTable
    /// The keys with placeholders by the text around them, as an interpolated literal spells it:
    /// each piece as written in Swift, a 0 byte where an interpolation is (`Step \(n) of 2` and
    /// `Step %lld of 2` give `Step ␀ of 2`). ``keysOfPieces`` gives each entry's keys.
    private let pieces: ByteStringTable
    private let keysOfPieces: [[Int32]]

    init(symbolNames: Set<String>, keys: Set<String>, patterns: LookupPatterns) {
        // `Summary`: an App Intents parameter summary, whose interpolated literal only the lexed
        // file shows (``LookupFinder``'s mentioned literals).
        let calleeNames = LookupPatterns.swiftUIViews.union(LookupPatterns.swiftUIModifiers)
            .union(["NSLocalizedString", "LocalizedStringResource", "localizedString", "Summary"])
            .union(patterns.lookupFunctions.compactMap { $0.split(separator: ".").last.map(String.init) })
        var roles: [String: Role] = [:]
        for name in symbolNames { roles[name, default: []].insert(.symbolName) }
        for name in calleeNames { roles[name, default: []].insert(.callee) }
        let keyFirstCallees = ["NSLocalizedString", "localizedString"] + patterns.lookupFunctions.compactMap { $0.split(separator: ".").last.map(String.init) }
        for name in keyFirstCallees { roles[name, default: []].insert(.keyFirstCallee) }
        for name in patterns.lookupMethods { roles[name, default: []].insert(.method) }
        roles["String", default: []].insert(.string)
        roles["AttributedString", default: []].insert(.string)
        roles[TableFileRead.swiftLabel, default: []].insert(.resource)
        // In any order: where an entry lands in a table changes nothing of what is found.
        names = ByteStringTable(roles.map { ($0.key, $0.key) })
        self.roles = roles.map(\.value)
        let keyTable = ByteStringTable(keys.map { (SwiftSource.escapedForStringLiteral($0), $0) })
        self.keys = keyTable
        var keysByPieces: [String: [Int32]] = [:]
        for key in keys where key.utf8Contains(UInt8(ascii: "%")) {
            guard let (pieces, _) = UsageAnalyzer.piecesAndFit(of: key), pieces.count > 1 else { continue }
            let written = Array(SwiftSource.escapedForStringLiteral(key).utf8)
            guard let index = written.withUnsafeBufferPointer({ keyTable.index(of: $0, 0..<$0.count) }) else { continue }
            keysByPieces[pieces.map(SwiftSource.escapedForStringLiteral).joined(separator: "\u{0}"), default: []].append(Int32(index))
        }
        let joined = Array(keysByPieces.keys)
        pieces = ByteStringTable(joined.map { ($0, $0) })
        keysOfPieces = joined.map { keysByPieces[$0]! }
    }

    /// What one file mentions: the symbols' names and the keys, as their indices for
    /// ``name(at:)`` and ``key(at:)``, in the order found (one found twice is there twice), so
    /// that no string is made or hashed for a file.
    struct Result {
        var names: [Int32] = []
        var keys: [Int32] = []
        var mayHoldLookups = false
        /// Where each resource label (`forResource`) ends.
        var resourceLabelEnds: [Int] = []
    }

    /// How many names and keys there are: indices are below these.
    var nameCount: Int { names.count }
    var keyCount: Int { keys.count }

    /// The name of an index of ``Result/names``.
    func name(at index: Int) -> String { names.value(at: index) }

    /// The key of an index of ``Result/keys``.
    func key(at index: Int) -> String { keys.value(at: index) }

    func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        Self.byteClasses.withUnsafeBufferPointer { classes in scan(bytes, classes: classes) }
    }

    /// What a byte is to the scan: part of a name, a quote, or neither.
    private static let identifierClass: UInt8 = 1
    private static let quoteClass: UInt8 = 2

    /// The class of each byte value. Names are ASCII letters, digits, `_`, `$`, and every byte of
    /// a non-ASCII character (Swift takes most as identifier characters; taking all only finds
    /// more).
    private static let byteClasses: [UInt8] = (0...255).map { value -> UInt8 in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            identifierClass
        case UInt8(ascii: "\""): quoteClass
        default: 0
        }
    }

    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) -> Result {
        var result = Result()
        let count = bytes.count
        var index = 0
        // The quote that closes the literal found last: the quotes before it (escaped ones, and
        // those of the literals in its interpolations) open none.
        var literalEnd = -1
        var joinedPieces: [UInt8] = []
        while index < count {
            let byteClass = classes[Int(bytes[index])]
            if byteClass == 0 {
                // Spaces after it (indentation, mostly) in a loop of their own: 6 % faster on the
                // synthetic app than a byte a turn of the main loop.
                repeat { index &+= 1 } while index < count && bytes[index] == UInt8(ascii: " ")
                continue
            }
            if byteClass == Self.identifierClass {
                let start = index
                repeat { index &+= 1 } while index < count && classes[Int(bytes[index])] == Self.identifierClass
                guard let found = names.index(of: bytes, start..<index) else { continue }
                noteName(found, endingAt: index, in: bytes, into: &result)
                continue
            }
            if byteClass == Self.quoteClass, index > literalEnd {
                // Most literals hold no interpolation: read here, as fast as the loop around.
                var end = index + 1
                var isInterpolated = false
                while end < count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A, bytes[end] != 0x0D {
                    if bytes[end] == UInt8(ascii: "\\"), end + 1 < count {
                        if bytes[end + 1] == UInt8(ascii: "(") {
                            isInterpolated = true
                            break
                        }
                        end += 2
                    } else {
                        end += 1
                    }
                }
                if isInterpolated {
                    if let closing = literal(openingAt: index, in: bytes, into: &result, pieces: &joinedPieces) { literalEnd = closing }
                } else if end < count, bytes[end] == UInt8(ascii: "\"") {
                    if let found = keys.index(of: bytes, (index + 1)..<end) { result.keys.append(Int32(truncatingIfNeeded: found)) }
                    literalEnd = end
                }
            }
            index += 1
        }
        return result
    }

    /// How deep interpolations are stepped into (`"\("\("…")")`); deeper, the literal is read as
    /// text, so that no line of a file can exhaust the stack.
    private static let maximumNesting = 8

    /// The index of the quote that closes the one-line literal opened at `start`, or `nil` when
    /// its line ends first. Its key is matched with the keys; with interpolations, the literals
    /// inside them are (`"\("key".localized)"`), and, at the outermost level, its text around them
    /// with the keys' text around their placeholders (`pieces` is a buffer for it). An
    /// interpolation that does not close on the line, or nests too deep, is read as text, as
    /// before interpolations were stepped into.
    private func literal(openingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>, into result: inout Result, pieces: inout [UInt8], depth: Int = 0) -> Int? {
        var end = start + 1
        var hasInterpolation = false
        var pieceStart = end
        var readsInterpolations = depth < Self.maximumNesting
        if depth == 0 { pieces.removeAll(keepingCapacity: true) }
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A, bytes[end] != 0x0D {
            if readsInterpolations, bytes[end] == UInt8(ascii: "\\"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "(") {
                guard let after = interpolationEnd(from: end + 2, in: bytes, into: &result, pieces: &pieces, depth: depth) else {
                    // Read again as text: a `\(` of a raw string (`#"\(\d+"#`) or a comment.
                    readsInterpolations = false
                    hasInterpolation = false
                    end = start + 1
                    continue
                }
                if depth == 0 {
                    pieces.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pieceStart..<end]))
                    pieces.append(0)
                }
                hasInterpolation = true
                end = after
                pieceStart = end
                continue
            }
            end += bytes[end] == UInt8(ascii: "\\") && end + 1 < bytes.count ? 2 : 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        if !hasInterpolation {
            if let found = keys.index(of: bytes, (start + 1)..<end) { result.keys.append(Int32(truncatingIfNeeded: found)) }
        } else if depth == 0, !keysOfPieces.isEmpty {
            pieces.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pieceStart..<end]))
            if let found = pieces.withUnsafeBufferPointer({ self.pieces.index(of: $0, 0..<$0.count) }) { result.keys += keysOfPieces[found] }
        }
        return end
    }

    /// The index after the `)` that closes the interpolation whose code starts at `start`, on its
    /// line, the literals in it matched with the keys; `nil` when the line ends first.
    private func interpolationEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>, into result: inout Result, pieces: inout [UInt8], depth: Int) -> Int? {
        var open = 1
        var cursor = start
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "("):
                open += 1
            case UInt8(ascii: ")"):
                open -= 1
                if open == 0 { return cursor + 1 }
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\""):
                guard let end = literal(openingAt: cursor, in: bytes, into: &result, pieces: &pieces, depth: depth + 1) else { return nil }
                cursor = end
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// Notes the name `names[found]`, which ends before `end`: a symbol's name is used, and a
    /// callee called with a literal first argument (or a lookup method anywhere) means the file
    /// may hold a lookup.
    @inline(never) // Rarely called; inlined, it slowed the loop over every byte by a tenth.
    private func noteName(_ found: Int, endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>, into result: inout Result) {
        let role = roles[found]
        if role.contains(.symbolName) { result.names.append(Int32(truncatingIfNeeded: found)) }
        if role.contains(.resource) { result.resourceLabelEnds.append(end) }
        guard !result.mayHoldLookups else { return }
        if role.contains(.method) {
            result.mayHoldLookups = true
        } else if role.contains(.callee) || role.contains(.string) {
            // A backticked name's closing backtick, then what makes no token.
            let next = Self.skippingNoTokenBytes(bytes, from: end < bytes.count && bytes[end] == UInt8(ascii: "`") ? end + 1 : end)
            guard next < bytes.count else { return }
            // A comment between a name and its `(` is unlikely, but possible.
            if bytes[next] == UInt8(ascii: "/") {
                result.mayHoldLookups = true
            } else if bytes[next] == UInt8(ascii: "(") {
                var argument = Self.skippingNoTokenBytes(bytes, from: next + 1)
                // The finder passes over empty arguments (`Text(, "key")`, not Swift, but lexed).
                while argument < bytes.count, bytes[argument] == UInt8(ascii: ",") {
                    argument = Self.skippingNoTokenBytes(bytes, from: argument + 1)
                }
                result.mayHoldLookups = role.contains(.keyFirstCallee)
                    || role.contains(.callee) && Self.mayStartKeyArgument(bytes, at: argument, label: nil)
                    || role.contains(.string) && Self.mayStartKeyArgument(bytes, at: argument, label: Self.localized)
            }
        }
    }

    private static let localized = Array("localized".utf8)

    /// Whether a lookup's first argument, its key's literal, may start at `index`: a literal
    /// (`"`, `#"`), after `label` and `:` (after any label when `label` is `nil`: helpers and
    /// `localizedString(forKey:)` label it). A comment where the literal or label would be may
    /// hide either, so it may start there too. Every lookup takes its key as a literal
    /// (``LookupFinder``): a file whose calls pass other values (`Text(title)`, most SwiftUI
    /// code) holds none and is not lexed.
    private static func mayStartKeyArgument(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, label: [UInt8]?) -> Bool {
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "/") { return true }
        if mayStartLiteral(bytes[index]) { return label == nil }
        // A backticked label: whatever it is, a literal may follow.
        if bytes[index] == UInt8(ascii: "`") { return true }
        var end = index
        while end < bytes.count, byteClasses[Int(bytes[end])] == identifierClass { end += 1 }
        guard end > index, label.map({ bytes[index..<end].elementsEqual($0) }) ?? true else { return false }
        let colon = skippingNoTokenBytes(bytes, from: end)
        guard colon < bytes.count else { return false }
        if bytes[colon] == UInt8(ascii: "/") { return true }
        guard bytes[colon] == UInt8(ascii: ":") else { return false }
        let literal = skippingNoTokenBytes(bytes, from: colon + 1)
        return literal < bytes.count && mayStartLiteral(bytes[literal])
    }

    /// Whether `byte` may start a key's literal: a quote, the `#` of a raw literal, or the `/` of a
    /// comment before it.
    @inline(__always)
    private static func mayStartLiteral(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "/")
    }

    /// Steps over the bytes the lexer makes no token of, which may stand between a callee and its
    /// `(` as between any tokens: white space, line breaks, other control characters, and `'`.
    @inline(__always)
    private static func skippingNoTokenBytes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] <= 0x20 || bytes[index] == 0x7F || bytes[index] == UInt8(ascii: "'") { index += 1 }
        return index
    }
}

/// Byte strings found by their bytes, without making a `String` of each candidate: open
/// addressing over a hash of a candidate's length and its first and last two bytes, so that
/// finding where a name ends is all the scan does per byte.
struct ByteStringTable: Sendable {
    /// Every entry's bytes, one after another: entry `i` is `storage[starts[i]..<starts[i + 1]]`.
    /// One array, not one an entry: thousands of small arrays cost as much to make and free as
    /// the rest of building the table.
    private let storage: [UInt8]
    private let starts: [Int32]
    private let values: [String]
    /// An entry's index plus one, or 0 for an empty slot.
    private let slots: [Int32]
    private let mask: Int

    /// A table of `strings`: each found by the UTF-8 bytes of `bytes`, giving `value`; of equal
    /// bytes, the first.
    init(_ strings: [(bytes: String, value: String)]) {
        var storage: [UInt8] = []
        storage.reserveCapacity(strings.reduce(0) { $0 + $1.bytes.utf8.count })
        var starts: [Int32] = [0]
        var values: [String] = []
        // Eight slots an entry or more: most names of a file are none of the entries, and the
        // fewer taken slots they land on, the fewer entries are compared (7 % faster than two
        // slots an entry on the synthetic app, 16 no faster than 8).
        var capacity = 16
        while capacity < strings.count * 8 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        mask = capacity - 1
        for (text, value) in strings {
            let start = storage.count
            storage.append(contentsOf: text.utf8)
            let range = start..<storage.count
            var slot = storage.withUnsafeBufferPointer { Self.hash($0, range) } & mask
            var duplicate = false
            while slots[slot] != 0 {
                let other = Int(slots[slot]) - 1
                if storage[Int(starts[other])..<Int(starts[other + 1])].elementsEqual(storage[range]) {
                    duplicate = true
                    break
                }
                slot = (slot + 1) & mask
            }
            guard !duplicate else {
                storage.removeLast(range.count)
                continue
            }
            values.append(value)
            starts.append(Int32(storage.count))
            slots[slot] = Int32(values.count)
        }
        self.storage = storage
        self.starts = starts
        self.values = values
        self.slots = slots
    }

    /// The index of the entry whose bytes are `bytes[range]`, if there is one.
    @inline(__always)
    func index(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        // Most names of a file land on an empty slot: only that test is inlined in the byte pass.
        let slot = Self.hash(bytes, range) & mask
        if slots[slot] == 0 { return nil }
        return probe(bytes, range, from: slot)
    }

    @inline(never)
    private func probe(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, from first: Int) -> Int? {
        var slot = first
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let entry = Int(stored) - 1
            let start = Int(starts[entry])
            if Int(starts[entry + 1]) - start == range.count, storage.withUnsafeBufferPointer({ Self.equal($0, from: start, bytes, range) }) {
                return entry
            }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private static func equal(_ storage: UnsafeBufferPointer<UInt8>, from start: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var offset = 0
        while offset < range.count {
            if storage[start + offset] != bytes[range.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }

    func value(at index: Int) -> String { values[index] }

    var count: Int { values.count }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var key = UInt64(range.count)
        if !range.isEmpty {
            key |= UInt64(bytes[range.lowerBound]) << 16 | UInt64(bytes[range.upperBound - 1]) << 24
            if range.count > 1 { key |= UInt64(bytes[range.lowerBound + 1]) << 32 | UInt64(bytes[range.upperBound - 2]) << 40 }
        }
        // A multiplicative mix, its high bits folded down: the slot is taken from the low ones.
        let mixed = key &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }
}
