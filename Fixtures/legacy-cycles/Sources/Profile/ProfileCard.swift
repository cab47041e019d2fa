import Settings

public struct ProfileCard: Sendable {
    public var name: String
    public var theme: Theme
}
