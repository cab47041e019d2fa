import FeedInterface
import ChatInterface
import Core

public final class FeedViewModel {
    private let service: FeedService
    private let chats: ChatServicing
    private let logger = Logger(category: "feed")
    public private(set) var titles: [String] = []

    public init(service: FeedService, chats: ChatServicing) {
        self.service = service
        self.chats = chats
    }

    public func reload() async {
        titles = await service.latestTitles()
        logger.log("loaded \(titles.count) posts, \(chats.unreadCount) unread chats")
    }
}
