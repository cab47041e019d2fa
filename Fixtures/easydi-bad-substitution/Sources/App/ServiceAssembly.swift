import EasyDi

public protocol IAPIClient {}
public final class APIClient: IAPIClient {}

public final class FeedService {
    public var api: IAPIClient?
    public var theme: Theme?
}

public final class ServiceAssembly: Assembly {
    lazy var themeAssembly: ThemeAssembly = self.context.assembly()

    public var apiClient: IAPIClient {
        define(scope: .lazySingleton, init: APIClient())
    }

    public var feedService: FeedService {
        define(init: FeedService()) {
            $0.api = self.apiClient
            $0.theme = self.themeAssembly.theme
            return $0
        }
    }
}
