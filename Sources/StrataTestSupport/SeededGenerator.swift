/// The tests' one seeded random number generator, SplitMix64 (Steele, Lea, Flood 2014): the same seed gives the
/// same sequence on every machine and Swift version, so a random test fails the same way every run.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`; the slight modulo bias does not matter for tests.
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// `values` in a random order (Fisher–Yates).
    public mutating func shuffled<Element>(_ values: [Element]) -> [Element] {
        var result = values
        for index in result.indices.reversed() where index > 0 {
            result.swapAt(index, next(below: index + 1))
        }
        return result
    }

    /// `bytes` damaged in one of four ways, by `way` modulo 4: a few bytes flipped, the end cut off, a few random
    /// bytes inserted, or all of them replaced by random ones (a cache file a test hands to its reader).
    public mutating func damaged(_ bytes: [UInt8], way: Int) -> [UInt8] {
        var damaged = bytes
        switch way % 4 {
        case 0: for _ in 0...next(below: 6) { damaged[next(below: damaged.count)] ^= UInt8(1 + next(below: 255)) }
        case 1: damaged.removeLast(1 + next(below: damaged.count))
        case 2: damaged.insert(contentsOf: (0..<1 + next(below: 8)).map { _ in UInt8(next(below: 256)) }, at: next(below: damaged.count))
        default: damaged = (0..<next(below: 4000)).map { _ in UInt8(next(below: 256)) }
        }
        return damaged
    }
}
