/// The lexer's growing token list, in memory it allocates and frees itself: appending a token is a
/// store and a count, without the uniqueness and capacity checks of an `Array` held in a struct, and
/// the fact extractor reads it without bounds checks (debug builds still check every index).
///
/// A plain value: copies share the memory, and exactly one owner calls ``deallocate()``.
struct TokenStore {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    /// Room for `capacity` tokens (at least one) before the first growth.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    @inline(__always)
    subscript(index: Int) -> Token {
        assert(index >= 0 && index < count, "token index out of range")
        return base[index]
    }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    /// The tokens, for reading in place while the store is alive.
    var buffer: UnsafeBufferPointer<Token> { UnsafeBufferPointer(start: base, count: count) }

    /// Frees the memory; the store must not be used afterwards.
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
