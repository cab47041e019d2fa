public struct SettingsView {
    public init() {}
}
