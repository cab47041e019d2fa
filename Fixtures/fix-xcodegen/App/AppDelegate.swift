import Feed
import Legacy
import Settings

@main
struct AppMain {
    static func main() {
        _ = FeedScreen()
        _ = SettingsScreen()
        _ = LegacyScreen()
    }
}
