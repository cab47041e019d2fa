import Feed
import NeedleFoundation
import Networking
import Profile

/// The app's root: it hands each feature what that feature's own root component asks for.
final class AppComponent: BootstrapComponent, FeedDependencies, ProfileDependencies {
    var httpClient: IHTTPClient {
        shared { HTTPClient() }
    }

    var userName: String {
        "guest"
    }

    var feedRoot: FeedRootComponent {
        FeedRootComponent(dependencies: self)
    }

    var profileRoot: ProfileRootComponent {
        ProfileRootComponent(dependencies: self)
    }
}
