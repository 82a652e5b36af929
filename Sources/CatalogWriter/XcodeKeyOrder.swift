import Foundation

/// The order in which Xcode writes the members of a catalog's objects: Foundation's
/// `localizedStandardCompare`, and between keys it finds equal, their UTF-8 bytes, so that the
/// order is total and the output the same on every run.
///
/// A catalog repeats the same few sets of keys thousands of times (`stringUnit`'s `state` and
/// `value`, an entry's languages), so each set's order is worked out once and remembered.
/// One order is used by one thread.
package final class XcodeKeyOrder {
    private var known: [[String]: [Int]] = [:]

    package init() {}

    /// Whether `lhs` comes before `rhs`.
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return false }
        switch lhs.localizedStandardCompare(rhs) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
    }

    /// The indices of `keys` in the order Xcode writes them.
    ///
    /// Sorting is stable and takes linear time on keys that are already in order, as a catalog
    /// Xcode saved is: an entry's key is compared with the next one's only.
    package func order(of keys: [String]) -> [Int] {
        if keys.count < 2 { return Array(keys.indices) }
        // A catalog's `strings` are looked up once; remembering them would only cost memory.
        if keys.count <= 64, let order = known[keys] { return order }
        let order = keys.indices.sorted { Self.precedes(keys[$0], keys[$1]) }
        if keys.count <= 64 { known[keys] = order }
        return order
    }
}
