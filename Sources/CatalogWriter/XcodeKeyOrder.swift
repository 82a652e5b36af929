import Foundation
import InputText
import TableModel

/// The order in which Xcode writes the members of a catalog's objects: Foundation's
/// `localizedStandardCompare`, and between keys it finds equal, their UTF-8 bytes, so that the
/// order is total and the output the same on every run.
///
/// One comparison costs about 2 µs on Linux (ICU's collation), so the order is found with as few
/// as can be: a catalog repeats the same few sets of keys thousands of times (`stringUnit`'s
/// `state` and `value`, an entry's languages), and each set's order is worked out once and
/// remembered, whatever order its keys come in; a large object's keys are first checked for
/// being in order already (as Xcode wrote them), else sorted by a cheap approximation of the
/// order, then by the true order, which for keys nearly in order takes one comparison per key.
/// One order is used by one thread.
package final class XcodeKeyOrder {
    /// The order of each set of keys met, by the keys as given and by the keys sorted by bytes.
    private var known: [[String]: [Int]] = [:]

    package init() {}

    /// Whether `lhs` comes before `rhs`: told by the keys' rough keys where they can, else by
    /// Foundation.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return false }
        return precedes(lhs, rhs, roughKey(lhs), roughKey(rhs))
    }

    /// Whether `lhs` comes before `rhs`, whose rough keys are `roughLHS` and `roughRHS`.
    static func precedes(_ lhs: String, _ rhs: String, _ roughLHS: [UInt8], _ roughRHS: [UInt8]) -> Bool {
        if certainlyPrecedes(roughLHS, roughRHS) { return true }
        if certainlyPrecedes(roughRHS, roughLHS) { return false }
        return collationPrecedes(lhs, rhs)
    }

    /// Whether `lhs` comes before `rhs` by Foundation's comparison alone: the order itself, which
    /// the rough keys only save asking for.
    static func collationPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return false }
        switch lhs.localizedStandardCompare(rhs) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
    }

    /// The indices of `keys` in the order Xcode writes them.
    package func order(of keys: [String]) -> [Int] {
        if keys.count < 2 { return Array(keys.indices) }
        if keys.count > 64 { return Self.sorted(keys) }
        if let order = known[keys] { return order }
        // The same set in another order: its keys by bytes are the same.
        let byBytes = positionsSorted(count: keys.count) { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
        let canonical = byBytes.map { keys[$0] }
        let canonicalOrder: [Int]
        if let order = known[canonical] {
            canonicalOrder = order
        } else {
            canonicalOrder = Self.sorted(canonical)
            known[canonical] = canonicalOrder
        }
        let order = canonicalOrder.map { byBytes[$0] }
        known[keys] = order
        return order
    }

    /// `keys`' order: sorted by their rough keys, and that order checked pair by pair on every
    /// core, with Foundation's comparison where the rough keys cannot tell
    /// (``certainlyPrecedes(_:_:)``); only when a pair is out of order are the keys sorted again.
    private static func sorted(_ keys: [String]) -> [Int] {
        let roughKeys = keys.concurrentMap(minimumCount: 4096, elementsPerChunk: 1024, roughKey)
        // Keys Xcode wrote are in order already: that is checked first, pair by pair, stopping at
        // the first pair out of order.
        if keys.indices.dropFirst().allSatisfy({ certainlyPrecedes(roughKeys[$0 - 1], roughKeys[$0]) || collationPrecedes(keys[$0 - 1], keys[$0]) }) {
            return Array(keys.indices)
        }
        let approximate = positionsSorted(count: keys.count) { roughKeys[$0].lexicographicallyPrecedes(roughKeys[$1]) }
        let pairs = Array(approximate.indices.dropLast())
        let inOrder = pairs.concurrentMap(minimumCount: 4096, elementsPerChunk: 1024) { position in
            let (first, second) = (approximate[position], approximate[position + 1])
            return certainlyPrecedes(roughKeys[first], roughKeys[second]) || collationPrecedes(keys[first], keys[second])
        }
        if !inOrder.contains(false) { return approximate }
        return approximate.sortedOutOfLine { precedes(keys[$0], keys[$1], roughKeys[$0], roughKeys[$1]) }
    }

    /// A key whose bytes sort close to ``precedes(_:_:)``, and much cheaper, to put keys nearly in
    /// order: control characters, then ASCII punctuation and symbols (1 to 33), then runs of
    /// digits by their value (a byte `0x40` + the run's length without leading zeros, up to 31,
    /// then its digits), then ASCII letters without regard to case (`0x60` to `0x79`), then other
    /// text by its bytes (`0x80` and up); then a 0 and, between keys equal so far, lower case (1)
    /// before upper case (2) at the first letter that differs.
    static func roughKey(_ key: String) -> [UInt8] {
        var rough: [UInt8] = []
        rough.reserveCapacity(key.utf8.count + 4)
        var digits: [UInt8] = []
        func endNumber() {
            guard !digits.isEmpty else { return }
            let significant = digits.drop { $0 == UInt8(ascii: "0") }
            rough.append(0x40 &+ UInt8(min(significant.count, 0x1F)))
            rough += significant
            digits.removeAll(keepingCapacity: true)
        }
        for byte in key.utf8 {
            if isDigit(byte) {
                digits.append(byte)
                continue
            }
            endNumber()
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): rough.append(0x60 &+ byte &- UInt8(ascii: "a"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): rough.append(0x60 &+ byte &- UInt8(ascii: "A"))
            case ..<0x80: rough.append(punctuationRank[Int(byte)])
            default: rough.append(byte)
            }
        }
        endNumber()
        rough.append(0)
        for byte in key.utf8 where byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "z") {
            if byte <= UInt8(ascii: "Z") { rough.append(2) } else if byte >= UInt8(ascii: "a") { rough.append(1) }
        }
        return rough
    }

    /// Whether the keys of rough keys `lhs` and `rhs` are in Foundation's order without asking
    /// it: when the keys are ASCII up to where they first differ, and differ there in a letter
    /// (`a` before `b`, whatever the case), a digit against a letter (digits first), the value of
    /// a number, or punctuation against punctuation, a digit or a letter (punctuation first, in
    /// the order of `punctuationRank`), collation decides by that alone, and so does the rough
    /// key. Anything else (other text, control characters, case, a key that ends there) is
    /// Foundation's to say.
    static func certainlyPrecedes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        var index = 0
        let count = min(lhs.count, rhs.count)
        while index < count && lhs[index] == rhs[index] {
            // Other text, or the end of the keys' text: not certain.
            if lhs[index] >= 0x80 || lhs[index] == 0 { return false }
            index += 1
        }
        guard index < count else { return false }
        let (left, right) = (lhs[index], rhs[index])
        guard left < right else { return false }
        let isLetter = { (byte: UInt8) in byte >= 0x60 && byte <= 0x79 }
        // A run's length marker, below the cap (a longer run is cut to 31 and not told apart).
        let isNumber = { (byte: UInt8) in byte >= 0x41 && byte < 0x5F }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        if isLetter(left) && isLetter(right) { return true }
        // ASCII punctuation before another, or before a digit or a letter.
        let isPunctuation = { (byte: UInt8) in byte >= 1 && byte <= 33 }
        if isPunctuation(left) && (isPunctuation(right) || isNumber(right) || isLetter(right)) { return true }
        if isNumber(left) && (isNumber(right) || isLetter(right)) { return true }
        // Digits of two numbers of the same length (below the cap), where they first differ.
        guard isDigit(left) && isDigit(right) else { return false }
        var marker = index - 1
        while marker >= 0 && isDigit(lhs[marker]) { marker -= 1 }
        return marker >= 0 && isNumber(lhs[marker])
    }

    /// ASCII punctuation and symbols in the order collation puts them (space first, `$` last),
    /// all before digits; control characters first of all.
    private static let punctuationRank: [UInt8] = {
        var ranks = [UInt8](repeating: 0, count: 128)
        for (rank, byte) in " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8.enumerated() { ranks[Int(byte)] = UInt8(rank + 1) }
        return ranks
    }()

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
