import Analytics
import ProfileFeature

public struct HomeView {
    let profile = ProfileView()
    let tracker = Tracker()

    public init() {}

    public var title: String {
        tracker.track("home")
        return "Home of \(profile.name)"
    }
}
