import Core
import Models

public struct FeedScreen {
    let logger = Logger()
    let item = FeedItem()

    public init() {}
}
