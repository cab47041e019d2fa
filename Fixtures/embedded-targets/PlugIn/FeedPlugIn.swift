import Feed
import Foundation

/// The bundle's principal class: the host app loads the bundle at run time and asks it for a view.
@objc(FeedPlugIn)
final class FeedPlugIn: NSObject {
    @objc func makeView() -> Any { FeedView() }
}
