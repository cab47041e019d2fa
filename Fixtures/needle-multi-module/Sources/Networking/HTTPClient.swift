public protocol IHTTPClient {
    func get(_ path: String) async throws -> [UInt8]
}

public final class HTTPClient: IHTTPClient {
    public init() {}
    public func get(_ path: String) async throws -> [UInt8] { [] }
}
