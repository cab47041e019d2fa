import ApiClient

public struct Route {
    public var shared: Int = 0
    public var client: ApiClient?
}
