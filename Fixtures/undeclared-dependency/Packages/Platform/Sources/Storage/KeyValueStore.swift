import Foundation
import Logging

public actor KeyValueStore {
    private var values: [String: Data] = [:]
    private let logger = Logger(subsystem: "storage")

    public init() {}

    public func data(forKey key: String) -> Data? {
        values[key]
    }

    public func set(_ data: Data, forKey key: String) {
        logger.info("store \(key)")
        values[key] = data
    }
}
