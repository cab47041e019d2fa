import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let composer = AppComposer()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        composer.start()
        return true
    }
}
