import Utils

public struct Product: Identifiable, Hashable {
    public var id: Slug { Slug(title) }
    public var title: String
    public var priceCents: Int

    public init(title: String, priceCents: Int) {
        self.title = title
        self.priceCents = priceCents
    }
}

public protocol ProductRepository {
    func product(with slug: Slug) async throws -> Product?
}
