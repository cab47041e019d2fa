import NetworkingInterface

public struct Session: Requesting {
    public init() {}

    public var host: String { "example.com" }
}
