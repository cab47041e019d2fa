import Alpha
import Foundation

public protocol WallClock {
    var now: Date { get }
}

public struct SystemClock: WallClock {
    public init() {}
    public var now: Date { Date() }

    /// Convenience that reaches back into Alpha: this closes the cycle.
    public func isValid(_ session: Session) -> Bool {
        session.token.expiresAt > now
    }
}
