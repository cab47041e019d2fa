import FeedFeature
import ProfileFeature
import SettingsFeature
import ApiClient
import Models

@main
struct NewsApp {
    static func main() {
        _ = FeedFeatureType.self
        _ = ProfileFeatureType.self
        _ = SettingsFeatureType.self
        _ = ApiClientType.self
        _ = ModelsType.self
    }
}
