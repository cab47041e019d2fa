import DesignSystem
import Foundation
import Networking

public struct ProfileCard: Sendable {
    public var userID: String
    public var padding = Spacing.medium

    public init(userID: String) {
        self.userID = userID
    }

    public func load(using client: APIClient) async throws -> String {
        let data = try await client.get("users/\(userID)")
        return String(decoding: data, as: UTF8.self)
    }
}
