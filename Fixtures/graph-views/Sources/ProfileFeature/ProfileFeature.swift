import ProfileInterface
import FeedInterface
import ApiClient
import DesignKit

public struct ProfileFeatureType {
    var profileInterface: ProfileInterfaceType? = nil
    var feedInterface: FeedInterfaceType? = nil
    var apiClient: ApiClientType? = nil
    var designKit: DesignKitType? = nil
}
