import Foundation

public protocol ProfileService: Sendable {
    func profile(id: UserID) async throws -> UserProfile
}

public typealias UserID = String

public struct UserProfile: Codable, Hashable, Sendable {
    public var id: UserID
    public var displayName: String

    public init(id: UserID, displayName: String) {
        self.id = id
        self.displayName = displayName
    }
}

public enum ProfileError: Error {
    case notFound(UserID)
}

extension UserProfile {
    public static func placeholder(id: UserID) -> UserProfile {
        // A local type is an implementation detail of this function, not a declaration of the module.
        final class Counter {
            var value = 0
        }
        let counter = Counter()
        counter.value += 1
        return UserProfile(id: id, displayName: "User \(counter.value)")
    }
}
