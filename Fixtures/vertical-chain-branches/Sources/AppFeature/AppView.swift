import HomeFeature
import SettingsFeature

public struct AppView {
    public let home = HomeView()
    public let settings = SettingsView()

    public init() {}

    public var title: String { "\(home.title) | \(settings.title)" }
}
