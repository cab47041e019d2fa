import FeedFeature

/// What a feed screen shows, as text to compare.
public func snapshot(_ view: FeedView) -> String {
    view.render()
}
