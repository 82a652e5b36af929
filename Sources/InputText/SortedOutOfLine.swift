// The package sorts through these rather than the standard library's `sorted(by:)`, to keep the
// release build small. `sorted(by:)` is generic and takes its comparison inline, so the optimizer
// writes a copy of the whole sort (some 2,000 lines of optimized SIL: the merge, the runs, the
// insertion sort) for each element type and each comparison, in each module that sorts. That
// was a fifth to a third of the optimized code of most modules; with one sort, the release build
// takes 7 % less CPU time (Performance.md, "One sort, compiled once"). Here the sort is compiled
// once, on positions, and calls the comparison through a closure;
// what each call site adds is that closure and moving the elements into their order.
//
// The generic functions are inlinable, so that each call site compiles them for its own types: a
// generic call to one would cost more than the sort it makes.
//
// Both sorts are stable, as the standard library's is: elements the comparison does not order
// keep their order, so a comparison needs no tie-break on position.

extension Sequence {
    /// The elements, sorted by `areInIncreasingOrder`; elements it does not order keep their order.
    @inlinable
    package func sortedOutOfLine(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        let elements = Array(self)
        guard elements.count > 1 else { return elements }
        return positionsSorted(count: elements.count) { areInIncreasingOrder(elements[$0], elements[$1]) }
            .map { elements[$0] }
    }
}

extension Sequence where Element: Comparable {
    /// The elements in increasing order.
    @inlinable
    package func sortedOutOfLine() -> [Element] {
        sortedOutOfLine(by: <)
    }
}

extension Array {
    /// Sorts the array by `areInIncreasingOrder`; elements it does not order keep their order.
    @inlinable
    package mutating func sortOutOfLine(by areInIncreasingOrder: (Element, Element) -> Bool) {
        self = sortedOutOfLine(by: areInIncreasingOrder)
    }
}

/// The positions `0..<count` sorted by `areInIncreasingOrder`, which compares the elements at two
/// positions; positions it does not order stay in increasing order.
@usableFromInline
package func positionsSorted(count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
    sortPositions(count: count, by: areInIncreasingOrder)
}

// Internal, so that no other module can take the body in and compile the sort again for its own
// comparisons.
func sortPositions(count: Int, by areInIncreasingOrder: (Int, Int) -> Bool) -> [Int] {
    var positions = Array(0..<count)
    positions.sort(by: areInIncreasingOrder)
    return positions
}
