import Foundation

public actor ImageCache {
    private var images: [URL: Data] = [:]

    public init() {}

    public func image(at url: URL) -> Data? {
        images[url]
    }
}
