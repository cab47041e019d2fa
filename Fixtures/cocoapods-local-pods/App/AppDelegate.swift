import DesignSystem
import Network
import Profile
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let profile = ProfileViewModel(client: HTTPClient())

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = profile.load()
        _ = Theme.cornerRadius
        return true
    }
}
