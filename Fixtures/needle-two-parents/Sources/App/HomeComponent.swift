import NeedleFoundation

protocol HomeDependency: Dependency {
    var analytics: IAnalytics { get }
}

final class HomeComponent: Component<HomeDependency> {
    lazy var avatarLoader: IAvatarLoader = AvatarLoader()

    var profileComponent: ProfileComponent {
        ProfileComponent(parent: self)
    }
}
