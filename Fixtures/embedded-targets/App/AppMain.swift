import Feed
import SwiftUI

@main
struct AppMain: App {
    var body: some Scene {
        WindowGroup { FeedView() }
    }
}
