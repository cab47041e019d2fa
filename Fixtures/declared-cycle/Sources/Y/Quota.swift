/// A storage quota. Uses nothing from X.
public struct Quota: Equatable {
    public var used: Int64
    public var limit: Int64

    public init(used: Int64, limit: Int64) {
        self.used = used
        self.limit = limit
    }

    public var remaining: Int64 { max(0, limit - used) }
    public var isExceeded: Bool { used > limit }
}
