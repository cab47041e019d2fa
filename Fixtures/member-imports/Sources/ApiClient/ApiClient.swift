import Core

/// Fetches the feed.
public struct ApiClient: Sendable {
    public init() {}

    public func fetch() -> [String] { [] }
}

extension DependencyValues {
    public var apiClient: ApiClient { ApiClient() }
}
