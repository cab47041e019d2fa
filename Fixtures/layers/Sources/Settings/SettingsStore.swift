import DesignSystem
import Foundation
import Storage

public struct SettingsStore: Sendable {
    private let store: KeyValueStore
    public var theme = Theme()

    public init(store: KeyValueStore = .standard) {
        self.store = store
    }

    public var isTrackingEnabled: Bool {
        store["tracking"] == Data([1])
    }
}
