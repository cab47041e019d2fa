public struct Logger {
    public init() {}
}
