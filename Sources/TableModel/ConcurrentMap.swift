import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map`, spread over the machine's cores in contiguous chunks; the result is in order and
    /// the same as `map`'s, so output stays deterministic.
    ///
    /// - Parameters:
    ///   - minimumCount: Below it the work is done in place: spreading a few elements costs
    ///     more than it saves.
    ///   - elementsPerChunk: The fewest elements a core takes at a time: 16 for elements that
    ///     each cost little, 1 for elements that are each a large piece of work (a file).
    package func concurrentMap<Result: Sendable>(
        minimumCount: Int = 256, elementsPerChunk: Int = 16, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard count >= minimumCount else { return map(transform) }
        // Many more chunks than cores, so that the cores finish close together: elements differ
        // in cost, and a core that takes the last large chunk alone keeps the others waiting.
        let chunkCount = Swift.max(1, Swift.min(count / Swift.max(1, elementsPerChunk), ProcessInfo.activeCoreCount * 16))
        let chunkSize = (count + chunkCount - 1) / chunkCount
        let results = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let start = chunk * chunkSize
            let end = Swift.min(start + chunkSize, count)
            guard start < end else { return }
            for index in start..<end {
                results.store(transform(self[index]), at: index)
            }
        }
        return results.values()
    }
}

/// `first()` and `second()` at once, on two cores when the machine has them: for two pieces of
/// work that need nothing of each other, such as reading a module's tables and listing its
/// source files.
package func inParallel<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First, _ second: @Sendable () -> Second
) -> (First, Second) {
    let firstResult = ResultSlots<First>(count: 1)
    let secondResult = ResultSlots<Second>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
        if part == 0 {
            firstResult.store(first(), at: 0)
        } else {
            secondResult.store(second(), at: 0)
        }
    }
    return (firstResult.values()[0], secondResult.values()[0])
}

/// Write-once slots for concurrent results: every index is written by exactly one task before
/// `values()` reads them, after all tasks have finished.
///
/// The results are moved out, not copied: copying them would retain every reference they hold,
/// and destroying the originals release it again, on one core after all the others finish.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value>

    init(count: Int) {
        buffer = .allocate(capacity: count)
    }

    deinit {
        buffer.deallocate()
    }

    func store(_ value: consuming Value, at index: Int) {
        (buffer.baseAddress! + index).initialize(to: value)
    }

    /// The results, once: the slots are left uninitialized.
    func values() -> [Value] {
        Array(unsafeUninitializedCapacity: buffer.count) { elements, initializedCount in
            if let source = buffer.baseAddress, let target = elements.baseAddress {
                target.moveInitialize(from: source, count: buffer.count)
            }
            initializedCount = buffer.count
        }
    }
}

extension ProcessInfo {
    package static var activeCoreCount: Int { Swift.max(1, ProcessInfo.processInfo.activeProcessorCount) }
}
