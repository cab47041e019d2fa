import Feed
import NeedleFoundation

/// The root of the app's dependency graph. It provides no `chatService`, which `FeedDependency` needs.
final class RootComponent: BootstrapComponent {
    var feedComponent: FeedComponent {
        FeedComponent(parent: self)
    }
}
