import NeedleFoundation
import Networking

protocol FeedItemDependency: Dependency {
    var httpClient: IHTTPClient { get }
}

final class ItemComponent: Component<FeedItemDependency> {}
