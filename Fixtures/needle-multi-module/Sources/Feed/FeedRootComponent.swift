import NeedleFoundation
import Networking

/// What the Feed feature needs from the app; the app's root conforms to it.
public protocol FeedDependencies {
    var httpClient: IHTTPClient { get }
}

/// The Feed feature's own needle root.
public final class FeedRootComponent: BootstrapComponent {
    private let dependencies: FeedDependencies

    public init(dependencies: FeedDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    var httpClient: IHTTPClient {
        dependencies.httpClient
    }

    var itemComponent: ItemComponent {
        ItemComponent(parent: self)
    }
}
