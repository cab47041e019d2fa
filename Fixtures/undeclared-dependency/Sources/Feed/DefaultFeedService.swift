import FeedInterfaces
import Foundation
import PlatformInterfaces
import PlatformKit
import Storage

public final class DefaultFeedService: FeedService {
    private let store = KeyValueStore()
    private let logger: any Logger

    public init(logger: any Logger = ConsoleLogger(subsystem: "feed")) {
        self.logger = logger
    }

    public func latest() async throws -> [Article] {
        logger.info("loading the feed")
        guard let data = await store.data(forKey: "feed") else { return [] }
        return try JSONDecoder().decode([Article].self, from: data)
    }
}
