/// One post of the feed.
public struct FeedItem: Equatable {
    public let authorID: String
    public let title: String

    public init(authorID: String, title: String) {
        self.authorID = authorID
        self.title = title
    }
}

/// Gives the posts to show.
public protocol FeedProviding {
    func items() -> [FeedItem]
}
