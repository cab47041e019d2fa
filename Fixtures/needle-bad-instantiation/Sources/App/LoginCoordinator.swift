import NeedleFoundation

final class LoginCoordinator {
    let root = RootComponent()

    func start() {
        // Built outside its parent: needle's generated code cannot reach RootComponent's providers from here.
        let login = LoginComponent(parent: root)
        _ = login
    }
}
