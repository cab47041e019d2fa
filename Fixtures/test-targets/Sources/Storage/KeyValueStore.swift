import Foundation

public protocol KeyValueStore: Sendable {
    func data(forKey key: String) async -> Data?
    func set(_ data: Data?, forKey key: String) async
}

public actor InMemoryStore: KeyValueStore {
    var values: [String: Data] = [:]

    public init() {}

    public func data(forKey key: String) -> Data? {
        values[key]
    }

    public func set(_ data: Data?, forKey key: String) {
        values[key] = data
    }
}
