import Foundation

public struct Article: Codable, Identifiable, Sendable {
    public let id: UUID
    public let title: String
    public let imageURL: URL?
}

public protocol FeedService: Sendable {
    func latest() async throws -> [Article]
}
