import DesignSystem
import Foundation
import Networking

public struct FeedScreen: Sendable {
    public var theme = Theme()
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func refresh() async throws -> Data {
        try await client.get("feed")
    }
}
