import NeedleFoundation

protocol IAvatarLoader {}
protocol IAnalytics {}
final class AvatarLoader: IAvatarLoader {}
final class Analytics: IAnalytics {}

final class RootComponent: BootstrapComponent {
    var analytics: IAnalytics {
        shared { Analytics() }
    }

    var homeComponent: HomeComponent {
        HomeComponent(parent: self)
    }

    var settingsComponent: SettingsComponent {
        SettingsComponent(parent: self)
    }
}
