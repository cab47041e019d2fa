import Shared
import SwiftUI
// Charts is built for iOS only: on watchOS this import is never compiled.
#if canImport(Charts)
import Charts
#endif

@main
struct WatchBirdsApp: App {
    let store = BirdStore()

    var body: some Scene {
        WindowGroup {
            Text(formattedCount(store.counts.count))
        }
    }
}
