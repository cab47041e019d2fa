/// One post of the feed.
public struct FeedItem: Hashable, Sendable {
    public let id: String
    public let text: String

    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}

/// Loads the feed; the app injects the implementation from Feed.
public protocol FeedService: Sendable {
    func latestItems() async -> [FeedItem]
}
