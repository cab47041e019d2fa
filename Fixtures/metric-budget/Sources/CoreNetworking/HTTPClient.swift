public struct HTTPClient {
    public init() {}
    public func post(_ path: String, body: String) async throws {}
}
