public struct Clock {
    public init() {}
}
