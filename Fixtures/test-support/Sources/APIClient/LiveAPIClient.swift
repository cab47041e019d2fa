import APIClientInterface
import Networking

public struct LiveAPIClient: APIClientProtocol {
    let session = Session()

    public init() {}

    public func fetch(_ path: String) -> String {
        session.get(path)
    }
}
