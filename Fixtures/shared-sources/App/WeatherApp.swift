import Core
import SwiftUI

@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            Text(Forecast.today.summary)
        }
    }
}
