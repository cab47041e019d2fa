import Feed

public struct ProfileView {
    public let feed: FeedView
    let client = APIClient()

    public init(feed: FeedView) {
        self.feed = feed
    }

    public var title: String { "Profile over " + feed.title + client.host }
}
