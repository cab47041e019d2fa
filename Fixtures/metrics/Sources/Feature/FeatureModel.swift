// Loads what FeatureView shows.
import FeatureInterfaces
import Networking

public final class FeatureModel {
    let client: any HTTPClient = URLSessionClient()
    var route: FeatureRoute = .home
    public init() {}
}
