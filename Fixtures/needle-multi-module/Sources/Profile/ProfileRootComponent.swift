import NeedleFoundation
import Networking

/// What the Profile feature needs from the app.
public protocol ProfileDependencies {
    var httpClient: IHTTPClient { get }
    var userName: String { get }
}

/// The Profile feature's own needle root.
public final class ProfileRootComponent: BootstrapComponent {
    private let dependencies: ProfileDependencies

    public init(dependencies: ProfileDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    var userName: String {
        dependencies.userName
    }

    var itemComponent: ItemComponent {
        ItemComponent(parent: self)
    }
}
