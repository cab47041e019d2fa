import Chat
import ChatInterface
import Core
import FeedInterface

/// The feed screen's state: its posts, and a way to contact their authors.
public final class FeedViewModel: FeedProviding {
    private let chat: ChatOpening
    private let logger = Logger.shared

    // Reaches for the implementation although ChatInterface offers the protocol.
    public init(chat: ChatOpening = ChatService()) {
        self.chat = chat
    }

    public func items() -> [FeedItem] {
        [FeedItem(authorID: "ada", title: "Hello"), FeedItem(authorID: "linus", title: "Patches welcome")]
    }

    public func contactAuthor(of item: FeedItem) {
        logger.log("contacting \(item.authorID)")
        chat.openChat(with: item.authorID)
    }
}
