import ChatFeature
import Core
import NeedleFoundation

final class ApplicationComponent: BootstrapComponent {
    var logger: ILogger {
        shared { ConsoleLogger() }
    }

    var session: ISession {
        shared { Session(userID: "me") }
    }

    var authTabBarCoordinatorComponent: AuthTabBarCoordinatorComponent {
        AuthTabBarCoordinatorComponent(parent: self)
    }
}
