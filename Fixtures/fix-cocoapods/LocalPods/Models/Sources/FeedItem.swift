public struct FeedItem {
    public init() {}
}
