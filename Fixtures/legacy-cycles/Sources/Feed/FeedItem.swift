import Profile

public struct FeedItem: Sendable {
    public var title: String
    public var author: ProfileCard?
    public init(title: String) { self.title = title }
}
