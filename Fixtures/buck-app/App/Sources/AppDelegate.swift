import UIKit
import Chat
import Core

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let root = RootComponent()
    let chats = ChatRepository(logger: Logger(category: "chat"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        root.logger.log("launched")
        return true
    }
}
