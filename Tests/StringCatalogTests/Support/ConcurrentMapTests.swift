import Foundation
import Synchronization
import Testing
@testable import TableModel

/// The work spread over the cores gives what the same work in order gives.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 2, 15, 16, 17, 255, 256, 1_000, 4_099])
    func concurrentMapIsMapInOrder(count: Int) {
        let elements = Array(0..<count)
        for (minimumCount, elementsPerChunk) in [(256, 16), (2, 1), (1, 7)] {
            let spread = elements.concurrentMap(minimumCount: minimumCount, elementsPerChunk: elementsPerChunk) { "\($0 * 3)" }
            #expect(spread == elements.map { "\($0 * 3)" })
        }
    }

    @Test func inParallelRunsBothOnceAndKeepsTheirResultsApart() {
        let runs = Mutex([String]())
        let (first, second) = inParallel({
            runs.withLock { $0.append("first") }
            return Array(repeating: "a", count: 3)
        }, {
            runs.withLock { $0.append("second") }
            return 42
        })
        #expect(first == ["a", "a", "a"])
        #expect(second == 42)
        #expect(runs.withLock { $0.sorted() } == ["first", "second"])
    }

    @Test func inParallelKeepsWhatEachPartThrowsAsItsResult() throws {
        struct Failure: Error, Equatable { var part: Int }
        let (first, second) = inParallel(
            { Result<Int, Failure> { () throws(Failure) in throw Failure(part: 1) } },
            { Result<Int, Failure> { () throws(Failure) in 2 } })
        #expect(throws: Failure(part: 1)) { try first.get() }
        #expect(try second.get() == 2)
    }
}
