import ChatInterface
import FeedInterface
import NeedleFoundation

public protocol FeedDependency: Dependency {
    var chatService: ChatServicing { get }
}

public final class FeedComponent: Component<FeedDependency> {
    public func viewModel(service: FeedService) -> FeedViewModel {
        FeedViewModel(service: service, chats: dependency.chatService)
    }
}
