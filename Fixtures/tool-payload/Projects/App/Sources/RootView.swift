import Feed
import SwiftUI

struct RootView: View {
    var body: some View {
        FeedView().tint(FeedAsset.accent.swiftUIColor)
    }
}
