import FeedModels

public protocol FeedService: Sendable {
    func latest() async throws -> [Article]
}
