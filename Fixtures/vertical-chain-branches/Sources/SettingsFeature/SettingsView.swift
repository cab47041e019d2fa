import APIClient

public struct SettingsView {
    let client = Client()

    public init() {}

    public var title: String { "Settings for \(client.get("me"))" }
}
