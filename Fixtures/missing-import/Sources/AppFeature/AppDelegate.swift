import Dependencies
import Routes
import Styleguide

public struct AppDelegate {
    @Dependency(\.apiClient) var apiClient
    public var route: Route
    let tint: String = .isowordsOrange

    func start() {
        self.apiClient.fetch()
        _ = route.shared
    }
}
