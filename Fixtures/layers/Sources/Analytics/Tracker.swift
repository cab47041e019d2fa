import Foundation
import Settings

/// A core module asking a feature whether it may track: the dependency points up.
public struct Tracker: Sendable {
    private let settings: SettingsStore

    public init(settings: SettingsStore = SettingsStore()) {
        self.settings = settings
    }

    public func track(_ event: String) {
        guard settings.isTrackingEnabled else { return }
        print("track \(event)")
    }
}
