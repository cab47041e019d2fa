import Foundation
import Storage

/// A cache every client of the interface now links, with its disk storage: what should live in
/// the `Profile` implementation behind a protocol.
public final class ProfileCache: @unchecked Sendable {
    private let store: DiskStore

    public init(store: DiskStore = DiskStore()) {
        self.store = store
    }

    public func cached(id: UserID) -> UserProfile? {
        guard let data = try? store.read("profile-\(id).json") else { return nil }
        return try? JSONDecoder().decode(UserProfile.self, from: data)
    }
}
