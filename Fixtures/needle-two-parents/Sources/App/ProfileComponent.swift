import NeedleFoundation

protocol ProfileDependency: Dependency {
    var avatarLoader: IAvatarLoader { get }
    var analytics: IAnalytics { get }
}

final class ProfileComponent: Component<ProfileDependency> {}
