import Feed
import FeedInterfaces
import PlatformKit

let feed: any FeedService = DefaultFeedService()
Platform.logger.info("Reader started")
