import Feed

public struct Theme: Sendable {
    public var sample: FeedItem?
}
