/// Seconds since a fixed point, for anything that needs to tell time.
public struct Clock: Sendable {
    public var now: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double) {
        self.now = now
    }
}
