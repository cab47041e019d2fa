import Core
import FeatureInterfaces
import Foundation

public final class DefaultProfileService: ProfileService {
    private let cache = Cache<Profile>()
    private let logger: any Logging
    private let fetch: @Sendable (String) async throws -> Profile

    public init(
        logger: any Logging = ConsoleLogger(),
        fetch: @escaping @Sendable (String) async throws -> Profile
    ) {
        self.logger = logger
        self.fetch = fetch
    }

    public func loadProfile(id: Profile.ID) async throws -> Profile {
        if let cached = await cache.value(forKey: id) {
            logger.log(.debug, "profile \(id) served from cache")
            return cached
        }
        let profile = try await fetch(id)
        await cache.insert(profile, forKey: id)
        return profile
    }
}
