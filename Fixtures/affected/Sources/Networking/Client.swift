import Core

public struct Client {
    public var baseURL: String
    public var clock = Clock(now: { 0 })

    public init(baseURL: String) {
        self.baseURL = baseURL
    }

    public func describe() -> String {
        "\(baseURL) at \(clock.now())"
    }
}
