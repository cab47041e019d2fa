import Foundation
import SharedFormatting

public struct City: Hashable, Codable, Sendable {
    public var name: String
    public var latitude: Double
    public var longitude: Double

    public init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }
}

public struct Forecast: Codable, Sendable {
    public struct Day: Codable, Sendable {
        public var date: Date
        public var highCelsius: Double
        public var lowCelsius: Double

        public var summary: String {
            "\(date.formatted(date: .abbreviated, time: .omitted)): "
                + TemperatureText.range(low: lowCelsius, high: highCelsius)
        }
    }

    public var days: [Day]
}
