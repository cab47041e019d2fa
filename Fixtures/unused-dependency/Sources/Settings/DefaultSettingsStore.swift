import CoreInterfaces
import DesignSystem
import SettingsInterfaces

public final class DefaultSettingsStore: SettingsStore {
    private let logger: (any Logger)?
    private var values: [String: Bool] = [:]

    public init(logger: (any Logger)? = nil) {
        self.logger = logger
    }

    public func bool(forKey key: String) async -> Bool {
        values[key] ?? false
    }

    public func set(_ value: Bool, forKey key: String) async {
        logger?.debug("set \(key), accent \(Palette.accent)")
        values[key] = value
    }
}
