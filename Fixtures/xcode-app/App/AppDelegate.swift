import Chat
import Core
import Feed
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let feed = FeedViewModel.live(chat: ChatRepository.shared)

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Logger.shared.log("launched")
        return true
    }
}
