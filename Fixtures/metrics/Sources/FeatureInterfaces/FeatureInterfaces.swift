public protocol FeatureRouting {
    func open(_ route: FeatureRoute)
}

public protocol FeatureService: AnyObject {}

public enum FeatureRoute {
    case home, settings
}
