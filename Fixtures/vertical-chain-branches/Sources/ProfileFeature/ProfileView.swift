import APIClient

public struct ProfileView {
    let client = Client()

    public init() {}

    public var name: String { client.get("me") }
}
