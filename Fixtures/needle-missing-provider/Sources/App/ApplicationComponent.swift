import ChatFeature
import Core
import NeedleFoundation

final class ApplicationComponent: BootstrapComponent {
    // The logger used to be provided here:
    // var logger: ILogger { shared { ConsoleLogger() } }

    var session: ISession {
        shared { Session(userID: "me") }
    }

    var authTabBarCoordinatorComponent: AuthTabBarCoordinatorComponent {
        AuthTabBarCoordinatorComponent(parent: self)
    }
}
