public struct Session {
    public init() {}

    public func get(_ path: String) -> String {
        "GET /" + path
    }
}
