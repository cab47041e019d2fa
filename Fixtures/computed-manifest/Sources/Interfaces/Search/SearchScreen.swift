import DesignSystem

public protocol SearchScreen {
    var title: ScreenTitle { get }
}
