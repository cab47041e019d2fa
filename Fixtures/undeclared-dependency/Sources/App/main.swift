import Feed
import FeedInterfaces
import PlatformKit

let feed: any FeedService = DefaultFeedService(logger: Platform.logger)
Platform.logger.info("Reader started")
