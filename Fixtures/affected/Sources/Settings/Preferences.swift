import Core

public struct Preferences {
    public static let standard = Preferences(serverURL: "https://example.com", clock: Clock(now: { 0 }))

    public var serverURL: String
    public var clock: Clock
}
