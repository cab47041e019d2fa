import Foundation

/// A small in-memory cache keyed by string, safe to share between tasks.
public actor Cache<Value: Sendable> {
    private var storage: [String: Value] = [:]

    public init() {}

    public func value(forKey key: String) -> Value? {
        storage[key]
    }

    public func insert(_ value: Value, forKey key: String) {
        storage[key] = value
    }

    public func removeAll() {
        storage.removeAll()
    }
}
