import NeedleFoundation

protocol SettingsDependency: Dependency {
    var analytics: IAnalytics { get }
}

final class SettingsComponent: Component<SettingsDependency> {
    var profileComponent: ProfileComponent {
        ProfileComponent(parent: self)
    }
}
