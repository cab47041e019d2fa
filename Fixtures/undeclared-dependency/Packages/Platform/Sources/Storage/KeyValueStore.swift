import Foundation
import PlatformInterfaces

public actor KeyValueStore {
    private var values: [String: Data] = [:]
    private let logger: (any Logger)?

    public init(logger: (any Logger)? = nil) {
        self.logger = logger
    }

    public func data(forKey key: String) -> Data? {
        values[key]
    }

    public func set(_ data: Data, forKey key: String) {
        logger?.info("store \(key)")
        values[key] = data
    }
}
