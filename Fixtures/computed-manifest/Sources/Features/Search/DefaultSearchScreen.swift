import DesignSystem
import SearchInterface

public struct DefaultSearchScreen: SearchScreen {
    public var recentQueries: [String] = []

    public init() {}

    public var title: ScreenTitle {
        ScreenTitle("Search", subtitle: recentQueries.first)
    }
}
