import DesignSystem
import Network

public final class ProfileViewModel {
    private let client: HTTPClient
    public let padding = Theme.spacing

    public init(client: HTTPClient) {
        self.client = client
    }

    public func load() -> String {
        client.send(HTTPRequest(path: "/profile"))
    }
}
