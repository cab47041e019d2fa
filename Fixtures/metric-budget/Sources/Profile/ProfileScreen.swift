import CoreNetworking

public struct ProfileScreen {
    public init() {}
    let client = HTTPClient()
}
