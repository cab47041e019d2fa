import AnalyticsClient
import DesignKit

public struct SettingsFeatureType {
    var analyticsClient: AnalyticsClientType? = nil
    var designKit: DesignKitType? = nil
}
