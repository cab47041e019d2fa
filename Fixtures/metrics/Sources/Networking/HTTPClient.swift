// The protocol every client of Networking implements.

public protocol HTTPClient {
    func get(_ path: String) async throws -> [UInt8]
}

public enum HTTPMethod {
    case get, post
}

extension HTTPMethod: Sendable {}
// GET and POST are all the client needs.
