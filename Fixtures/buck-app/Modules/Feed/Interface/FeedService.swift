public protocol FeedService: Sendable {
    func latestTitles() async -> [String]
}
