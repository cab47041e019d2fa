import ChatInterface
import Core
import FeedInterface

/// Shows the feed and lets the user message a post's author.
public final class FeedViewModel {
    private let service: any FeedService
    private let chat: any ChatService
    public private(set) var items: [FeedItem] = []

    public init(service: any FeedService, chat: any ChatService) {
        self.service = service
        self.chat = chat
    }

    public func reload() async {
        items = await service.latestItems()
        Logger.shared.log("feed shows \(items.count) items")
    }

    public func messageAuthor(of item: FeedItem) async {
        await chat.openConversation(with: item.id)
    }
}

extension FeedViewModel {
    /// The feed the app shows, with the items bundled in the app.
    public static func live(chat: any ChatService) -> FeedViewModel {
        FeedViewModel(service: BundledFeedService(), chat: chat)
    }
}

private struct BundledFeedService: FeedService {
    func latestItems() async -> [FeedItem] {
        [FeedItem(id: "welcome", text: "Welcome to the feed")]
    }
}
