public struct Tool {
    public init() {}
}
