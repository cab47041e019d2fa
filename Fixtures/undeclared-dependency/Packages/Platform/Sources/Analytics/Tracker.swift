public struct Tracker: Sendable {
    public init() {}

    public func track(_ event: String) {}
}
