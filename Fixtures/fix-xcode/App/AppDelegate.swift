import Core
import Feed
import Kit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let screen = FeedScreen()
    let formatter = KitFormatter()

    func start() {
        Logger.log("app")
    }
}
