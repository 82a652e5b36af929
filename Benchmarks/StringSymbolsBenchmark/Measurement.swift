import Foundation

/// The timings of one benchmarked operation, in seconds.
struct Timings {
    var samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    var minimum: Double { samples.min() ?? 0 }
}

/// Runs `operation` for the warm-up and then the measured iterations, and prints its figures.
func measure(_ name: String, bytes: Int, options: BenchmarkOptions, _ operation: () throws -> Void) -> Timings {
    let clock = ContinuousClock()
    var samples: [Double] = []
    do {
        for _ in 0..<BenchmarkOptions.warmUp { try operation() }
        for _ in 0..<options.iterations {
            let elapsed = try clock.measure(operation)
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
    } catch {
        print("\(name): failed: \(error)")
        exit(1)
    }
    let timings = Timings(samples: samples)
    let throughput = Double(bytes) / timings.median / 1_000_000
    print(String(format: "%@: median %.2f ms, min %.2f ms, %.1f MB/s", name, timings.median * 1000, timings.minimum * 1000, throughput))
    return timings
}
