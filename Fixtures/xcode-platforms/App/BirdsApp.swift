import Charts
import Shared
import SwiftUI

@main
struct BirdsApp: App {
    let store = BirdStore()

    var body: some Scene {
        WindowGroup {
            Text(Chart(values: store.counts).title)
        }
    }
}
