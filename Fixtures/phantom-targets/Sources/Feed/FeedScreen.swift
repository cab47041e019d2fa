import Core
import Search

public struct FeedScreen {
    public init() {}
    public var title: String { Formatter.title("feed") + SearchScreen().title }
}
