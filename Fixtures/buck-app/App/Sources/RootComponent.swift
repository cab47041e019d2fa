import Core
import Feed
import NeedleFoundation

/// The root of the dependency tree. It provides the logger but not the `chatService` that
/// `FeedDependency` asks for.
final class RootComponent: BootstrapComponent {
    var logger: Logger {
        shared { Logger(category: "app") }
    }

    var feedComponent: FeedComponent {
        FeedComponent(parent: self)
    }
}
