import FeedInterface
import ApiClient
import Database
import DesignKit
import Models

public struct FeedFeatureType {
    var feedInterface: FeedInterfaceType? = nil
    var apiClient: ApiClientType? = nil
    var database: DatabaseType? = nil
    var designKit: DesignKitType? = nil
    var models: ModelsType? = nil
}
