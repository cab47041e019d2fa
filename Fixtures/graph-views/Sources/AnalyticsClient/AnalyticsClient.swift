import ApiClient

public struct AnalyticsClientType {
    var apiClient: ApiClientType? = nil
}
