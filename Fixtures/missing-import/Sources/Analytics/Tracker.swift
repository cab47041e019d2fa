public struct Tracker {}

public func track(_ event: String) {}
