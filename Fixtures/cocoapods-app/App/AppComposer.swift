import Chat
import Core
import Feed

/// Builds the app's object graph.
struct AppComposer {
    let feed = FeedViewModel(chat: ChatService())

    func start() {
        Logger.shared.log("feed has \(feed.items().count) items")
    }
}
