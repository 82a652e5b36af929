import Testing
import InputText

/// The package's one sort gives the standard library's order, keeps equal elements in their
/// order, and sorts positions for the call sites that order one array by another.
@Suite struct SortedOutOfLineTests {
    /// A fixed sequence of pseudo-random numbers, so that a failure is the same on every run.
    static func numbers(count: Int, below bound: UInt64, seed: UInt64) -> [Int] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % bound)
        }
    }

    @Test(arguments: [0, 1, 2, 3, 17, 64, 1_000])
    func givesTheStandardLibrarysOrder(count: Int) {
        let numbers = Self.numbers(count: count, below: 50, seed: UInt64(count) + 1)
        #expect(numbers.sortedOutOfLine() == numbers.sorted())
        #expect(numbers.sortedOutOfLine(by: >) == numbers.sorted(by: >))
        let words = numbers.map { "w\($0)" }
        #expect(Set(words).sortedOutOfLine() == Set(words).sorted())
    }

    /// Call sites rely on it: they compare without a tie-break on position.
    @Test func keepsEqualElementsInTheirOrder() {
        let pairs = Self.numbers(count: 500, below: 3, seed: 42).enumerated().map { (key: $0.element, order: $0.offset) }
        let sorted = pairs.sortedOutOfLine { $0.key < $1.key }
        #expect(sorted.map(\.key) == pairs.map(\.key).sorted())
        for (first, second) in zip(sorted, sorted.dropFirst()) where first.key == second.key {
            #expect(first.order < second.order)
        }
        var mutated = pairs
        mutated.sortOutOfLine { $0.key < $1.key }
        #expect(mutated.map(\.order) == sorted.map(\.order))
    }

    @Test func sortsPositionsByWhatIsAtThem() {
        let names = ["pear", "apple", "fig", "apple"]
        #expect(positionsSorted(count: names.count) { names[$0] < names[$1] } == [1, 3, 2, 0])
        #expect(positionsSorted(count: 0) { $0 < $1 } == [])
    }
}
