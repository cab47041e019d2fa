import DesignSystem
import ProfileInterface

public struct DefaultProfileScreen: ProfileScreen {
    public var userName: String

    public init(userName: String) {
        self.userName = userName
    }

    public var title: ScreenTitle { ScreenTitle(userName) }
}
