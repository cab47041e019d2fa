import Foundation
import Storage

public struct APIClient: Sendable {
    public var baseURL: URL
    private let cache: KeyValueStore

    public init(baseURL: URL, cache: KeyValueStore = .standard) {
        self.baseURL = baseURL
        self.cache = cache
    }

    public func get(_ path: String) async throws -> Data {
        if let cached = cache[path] { return cached }
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent(path))
        cache[path] = data
        return data
    }
}
