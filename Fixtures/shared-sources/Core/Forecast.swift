public struct Forecast: Sendable {
    public let summary: String

    public static let today = Forecast(summary: "Sunny")
}
