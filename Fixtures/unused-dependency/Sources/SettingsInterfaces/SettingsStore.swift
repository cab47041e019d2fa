public protocol SettingsStore: Sendable {
    func bool(forKey key: String) async -> Bool
    func set(_ value: Bool, forKey key: String) async
}
