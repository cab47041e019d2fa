import Analytics
import Core
import Networking
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    let client = Client()
    let tracker = Tracker()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Log.info("launch")
        tracker.track("launch")
        client.send(Request(path: "/status"))
        return true
    }
}
