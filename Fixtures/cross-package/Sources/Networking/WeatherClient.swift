import Foundation
import SharedModels

public protocol HTTPTransport: Sendable {
    func data(for request: URLRequest) async throws -> Data
}

public struct URLSessionTransport: HTTPTransport {
    public init() {}
    public func data(for request: URLRequest) async throws -> Data {
        try await URLSession.shared.data(for: request).0
    }
}

public struct WeatherClient: Sendable {
    public let baseURL: URL
    private let transport: any HTTPTransport

    public init(baseURL: URL, transport: any HTTPTransport = URLSessionTransport()) {
        self.baseURL = baseURL
        self.transport = transport
    }

    public func forecast(for city: City) async throws -> Forecast {
        let url = baseURL.appending(path: "forecast/\(city.latitude),\(city.longitude)")
        let data = try await transport.data(for: URLRequest(url: url))
        return try JSONDecoder().decode(Forecast.self, from: data)
    }
}
