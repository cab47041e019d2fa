import Core
import Dependencies
import Foundation

public struct FeedView {
    @Dependency(\.apiClient) var apiClient
    public let title = "Feed"
    let session = Session()

    public init() {}
}
