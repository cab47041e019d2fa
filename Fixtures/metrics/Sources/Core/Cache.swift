/// A key of a cache entry.
public typealias CacheKey = String

/// Stores values by key.
public protocol Cache {
    func value(for key: CacheKey) -> String?
    mutating func store(_ value: String, for key: CacheKey)
}

/// A cache that keeps everything in memory.
public struct MemoryCache: Cache {
    /// One stored value and when it was stored.
    struct Entry {
        var value: String
        var storedAt: Int
    }

    private var entries: [CacheKey: Entry] = [:]
    private var clock = 0

    public init() {}

    public func value(for key: CacheKey) -> String? {
        entries[key]?.value
    }

    public mutating func store(_ value: String, for key: CacheKey) {
        clock += 1
        entries[key] = Entry(value: value, storedAt: clock)
    }

    func count() -> Int {
        struct Counter { var total = 0 }
        var counter = Counter()
        counter.total = entries.count
        return counter.total
    }
}

extension MemoryCache: Sendable {}
