import Core

public struct SettingsScreen {
    let logger = Logger()

    public init() {}
}
