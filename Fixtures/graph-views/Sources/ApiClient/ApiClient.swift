import Models
import AnalyticsClient

public struct ApiClientType {
    var models: ModelsType? = nil
    var analyticsClient: AnalyticsClientType? = nil
}
