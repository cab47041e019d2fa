import DesignSystem

public protocol ProfileScreen {
    var title: ScreenTitle { get }
}
