import Profile

// Routes from the feed to profiles, written by the routes plugin.
extension FeedView {
    public func route(to screen: ProfileView) -> String {
        "feed -> " + screen.title
    }
}
