import Factory

public final class CatalogService {
    public init() {}
}

extension Container {
    public var catalogService: Factory<CatalogService> {
        self { CatalogService() }
    }
}
