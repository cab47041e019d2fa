public struct HTTPRequest {
    public let path: String

    public init(path: String) {
        self.path = path
    }
}

public final class HTTPClient {
    public init() {}

    public func send(_ request: HTTPRequest) -> String {
        "GET \(request.path)"
    }
}
