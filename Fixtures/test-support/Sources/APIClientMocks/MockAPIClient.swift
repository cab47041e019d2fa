import APIClient
import APIClientInterface

/// Answers from canned responses, and like the live client for any other path.
public struct MockAPIClient: APIClientProtocol {
    public var responses: [String: String]
    let live = LiveAPIClient()

    public init(responses: [String: String] = [:]) {
        self.responses = responses
    }

    public func fetch(_ path: String) -> String {
        responses[path] ?? live.fetch(path)
    }
}
