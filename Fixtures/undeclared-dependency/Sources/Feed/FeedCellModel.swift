import Analytics
import FeedInterfaces
import Foundation
import ImageCache
import Storage

public struct FeedCellModel {
    public let article: Article
    private let cache: ImageCache
    private let tracker = Tracker()

    public init(article: Article, cache: ImageCache) {
        self.article = article
        self.cache = cache
    }

    public func thumbnail() async -> Data? {
        tracker.track("thumbnail")
        guard let url = article.imageURL else { return nil }
        return await cache.image(at: url)
    }
}
