public import Models
public import Networking

public final class FeedLoader {
    private let client: HTTPClient

    public init() {
        client = HTTPClient()
    }

    public func load() -> [Post] {
        client.get("/feed").map { Post(title: $0) }
    }
}

extension FeedLoader {
    public func reload() {}
}
