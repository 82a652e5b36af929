import Dispatch
import Foundation
import JSON

/// Decodes the entries of a catalog on the other cores while the scanner is still stepping over
/// the rest, and on every core once it is done.
///
/// The scanner hands the members over in runs. One worker per other core takes runs in order;
/// when stepping ends, the scanner's thread takes runs too. (Starting a task per run instead
/// would put more threads than cores to work, and slow the scanner, which the rest waits for.)
final class SteppedEntryDecoder: @unchecked Sendable {
    typealias Decode = @Sendable (DeferredMember) -> CatalogDecoder.DecodedEntry<JSONSyntaxError>

    /// Members per run: enough that taking a run costs far less than decoding it.
    static let runLength = 256

    private let decode: Decode
    private let state = NSCondition()
    private let workers = DispatchGroup()
    // Guarded by `state`.
    private var runs: [[DeferredMember]] = []
    private var outcomes: [[CatalogDecoder.DecodedEntry<JSONSyntaxError>]] = []
    private var nextRun = 0
    private var steppingIsDone = false
    // Only the scanner's thread uses this.
    private var pending: [DeferredMember] = []

    init(decode: @escaping Decode) {
        self.decode = decode
        pending.reserveCapacity(Self.runLength)
        for _ in 1..<ProcessInfo.activeCoreCount {
            DispatchQueue.global().async(group: workers) { self.work(waitingForRuns: true) }
        }
    }

    /// Takes the next member in document order.
    func add(_ member: DeferredMember) {
        pending.append(member)
        if pending.count == Self.runLength { handOver() }
    }

    /// Decodes what is left, waits for the workers, and gives the outcomes in document order,
    /// in runs.
    func finish() -> [[CatalogDecoder.DecodedEntry<JSONSyntaxError>]] {
        if !pending.isEmpty { handOver() }
        state.lock()
        steppingIsDone = true
        state.broadcast()
        state.unlock()
        work(waitingForRuns: false)
        workers.wait()
        state.lock()
        defer { state.unlock() }
        var finished: [[CatalogDecoder.DecodedEntry<JSONSyntaxError>]] = []
        swap(&finished, &outcomes)
        return finished
    }

    private func handOver() {
        state.lock()
        runs.append(pending)
        outcomes.append([])
        state.signal()
        state.unlock()
        pending = []
        pending.reserveCapacity(Self.runLength)
    }

    /// Decodes runs until none is left; a worker also waits for more while stepping goes on.
    private func work(waitingForRuns: Bool) {
        state.lock()
        while true {
            if nextRun < runs.count {
                let index = nextRun
                nextRun += 1
                var members: [DeferredMember] = []
                swap(&members, &runs[index])
                state.unlock()
                let decoded = members.map(decode)
                state.lock()
                outcomes[index] = decoded
            } else if waitingForRuns, !steppingIsDone {
                state.wait()
            } else {
                break
            }
        }
        state.unlock()
    }
}
