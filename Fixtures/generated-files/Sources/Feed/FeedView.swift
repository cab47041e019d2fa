public struct FeedView {
    public init() {}

    public var title: String { "Feed" }
}
