import Foundation
import Networking
import SharedModels

let client = WeatherClient(baseURL: URL(string: "https://api.example.com")!)
let forecast = try await client.forecast(for: City(name: "Lisbon", latitude: 38.72, longitude: -9.14))
for day in forecast.days {
    print(day.summary)
}
