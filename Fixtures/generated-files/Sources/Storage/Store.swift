public struct Store {
    public init() {}
}
