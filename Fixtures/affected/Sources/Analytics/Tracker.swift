public final class Tracker {
    public private(set) var events: [String] = []

    public init() {}

    public func track(_ event: String) {
        events.append(event)
    }
}
