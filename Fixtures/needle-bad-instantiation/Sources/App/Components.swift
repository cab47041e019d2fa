import NeedleFoundation

protocol ICredentialsStore {}
final class CredentialsStore: ICredentialsStore {}

final class RootComponent: BootstrapComponent {
    var credentialsStore: ICredentialsStore {
        shared { CredentialsStore() }
    }

    var loginComponent: LoginComponent {
        LoginComponent(parent: self)
    }
}

protocol LoginDependency: Dependency {
    var credentialsStore: ICredentialsStore { get }
}

final class LoginComponent: Component<LoginDependency> {}
