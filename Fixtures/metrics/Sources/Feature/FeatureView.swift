import FeatureInterfaces

public struct FeatureView {
    public var title: String
    public var route: FeatureRoute = .home

    public init(title: String) {
        self.title = title
    }
}
