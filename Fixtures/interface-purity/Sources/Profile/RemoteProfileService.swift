import Foundation
import ProfileInterfaces
import Storage

public struct RemoteProfileService: ProfileService {
    private let store: DiskStore

    public init(store: DiskStore = DiskStore()) {
        self.store = store
    }

    public func profile(id: UserID) async throws -> UserProfile {
        guard let data = try? store.read("profile-\(id).json") else { throw ProfileError.notFound(id) }
        return try JSONDecoder().decode(UserProfile.self, from: data)
    }
}
