import Dependencies

public struct ApiClient {
    public var fetch: () -> Void = {}
}

extension DependencyValues {
    public var apiClient: ApiClient { ApiClient() }
}
