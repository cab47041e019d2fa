import DesignSystem
import Logging
import SettingsInterfaces
import SettingsMacros

public final class DefaultSettingsStore: SettingsStore {
    private let logger = Logger(category: "settings")
    private var values: [String: Bool] = [:]

    public init() {}

    public func bool(forKey key: String) async -> Bool {
        values[#settingKey(key)] ?? false
    }

    public func set(_ value: Bool, forKey key: String) async {
        logger.debug("set \(key), accent \(Palette.accent)")
        values[#settingKey(key)] = value
    }
}
