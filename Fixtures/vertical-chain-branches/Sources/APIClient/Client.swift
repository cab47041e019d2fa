public struct Client {
    public init() {}

    public func get(_ path: String) -> String { "/" + path }
}
