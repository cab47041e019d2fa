/// What the rest of the app may know about the profile feature.
public protocol ProfileService: Sendable {
    func loadProfile(id: Profile.ID) async throws -> Profile
}

public struct Profile: Identifiable, Hashable, Sendable {
    public let id: String
    public var displayName: String
    public var bio: String?

    public init(id: String, displayName: String, bio: String? = nil) {
        self.id = id
        self.displayName = displayName
        self.bio = bio
    }
}

public enum ProfileError: Error, Equatable {
    case notFound(id: String)
    case unauthorized
}
