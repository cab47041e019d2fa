import App
import EasyDi

final class StubAPIClient: IAPIClient {}

public enum Stubs {
    public static func install() {
        let services = ServiceAssembly.instance()
        services.addSubstitution(for: "apiClient") { StubAPIClient() }
        ServiceAssembly.instance().addSubstitution(for: "feedServise") { FeedService() }
        ThemeAssembly.instance().addSubstitution(for: "theme") { Theme() }
    }
}
