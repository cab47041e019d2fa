import Foundation
import Gamma

public struct Token: Hashable, Sendable {
    public let value: String
    public let expiresAt: Date

    public init(value: String, lifetime: TimeInterval, clock: some WallClock) {
        self.value = value
        self.expiresAt = clock.now.addingTimeInterval(lifetime)
    }
}
