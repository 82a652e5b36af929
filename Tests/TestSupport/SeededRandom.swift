/// SplitMix64: the same numbers for the same seed on every platform and run, so that generated
/// test inputs can be made again from the seed a test prints.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func next(below bound: UInt64) -> UInt64 { next() % bound }

    /// `count` pieces drawn from `pieces`, joined.
    public mutating func text(_ pieces: [String], count: ClosedRange<Int>) -> String {
        let length = count.lowerBound + Int(next(below: UInt64(count.count)))
        return (0..<length).map { _ in pieces[Int(next(below: UInt64(pieces.count)))] }.joined()
    }
}
