/// A deterministic pseudo-random source (SplitMix64): the same seed gives the same workspace on every
/// machine and every Swift version, which `SystemRandomNumberGenerator` and `Hasher` do not promise.
struct RandomSource {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func inRange(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// `true` with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// Up to `count` distinct elements of `items`, in the order of `items`.
    mutating func sample<T>(_ items: [T], count: Int) -> [T] {
        guard count < items.count else { return items }
        var chosen = [Bool](repeating: false, count: items.count)
        var left = count
        while left > 0 {
            let index = below(items.count)
            if !chosen[index] {
                chosen[index] = true
                left -= 1
            }
        }
        return items.indices.filter { chosen[$0] }.map { items[$0] }
    }

    /// A derived source for one part of the workspace, so that changing one part leaves others alone.
    func fork(_ salt: Int) -> RandomSource {
        var copy = RandomSource(seed: state ^ (UInt64(truncatingIfNeeded: salt) &* 0xD6E8_FEB8_6659_FD93))
        _ = copy.next()
        return copy
    }
}
