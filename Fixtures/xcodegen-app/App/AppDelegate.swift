import UIKit
import Chat
import Core

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let logger = Logger(category: "app")
    let chats = ChatRepository(logger: Logger(category: "chat"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        logger.log("launched")
        return true
    }
}
