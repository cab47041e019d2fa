import Feed
import SwiftUI

/// The app's colours, drawn from the Feed module's asset catalog.
enum Theme {
    static let background = FeedAsset.background.swiftUIColor
}
