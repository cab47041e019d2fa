import FeedInterfaces
import FeedModels
import Foundation
import Logging
import PlatformKit
import Storage

public final class DefaultFeedService: FeedService {
    private let store = KeyValueStore()
    private let logger = Logger(subsystem: "feed")

    public init() {}

    public func latest() async throws -> [Article] {
        logger.info("loading the feed")
        guard let data = await store.data(forKey: "feed") else { return [] }
        return try JSONDecoder().decode([Article].self, from: data)
    }
}
