import ChatFeature
import Core
import NeedleFoundation

protocol AuthTabBarCoordinatorDependency: Dependency {
    var session: ISession { get }
}

final class AuthTabBarCoordinatorComponent: Component<AuthTabBarCoordinatorDependency> {
    private var logger: ILogger {
        ConsoleLogger()
    }

    var chatCoordinatorComponent: ChatCoordinatorComponent {
        ChatCoordinatorComponent(parent: self)
    }
}
