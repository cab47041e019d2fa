import ChatInterface
import NeedleFoundation

/// What the feed needs from the components above it.
public protocol FeedDependency: Dependency {
    var chatService: any ChatService { get }
}

/// Builds the feed screen from what its parents provide.
public final class FeedComponent: Component<FeedDependency> {
    public var viewModel: FeedViewModel {
        FeedViewModel.live(chat: dependency.chatService)
    }
}
