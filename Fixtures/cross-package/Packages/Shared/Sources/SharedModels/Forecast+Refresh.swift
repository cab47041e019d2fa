import Networking

// A shortcut someone added "just for now": the model layer reaching into the
// app's networking module. Shared does not (and cannot) declare this dependency.
extension Forecast {
    public static func refreshed(for city: City, using client: WeatherClient) async throws -> Forecast {
        try await client.forecast(for: city)
    }
}
