import APIClientInterface
import DesignSystem

public struct FeedView {
    let client: any APIClientProtocol

    public init(client: any APIClientProtocol) {
        self.client = client
    }

    public func render() -> String {
        Theme.title(client.fetch("feed"))
    }
}
