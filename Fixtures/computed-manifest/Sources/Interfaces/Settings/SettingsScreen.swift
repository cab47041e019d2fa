import DesignSystem

public protocol SettingsScreen {
    var title: ScreenTitle { get }
}
