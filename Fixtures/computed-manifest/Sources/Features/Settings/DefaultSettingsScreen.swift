import DesignSystem
import SettingsInterface

public struct DefaultSettingsScreen: SettingsScreen {
    public init() {}

    public var title: ScreenTitle { ScreenTitle("Settings") }
}
