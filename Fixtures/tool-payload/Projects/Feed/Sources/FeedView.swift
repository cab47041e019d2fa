import SwiftUI

public struct FeedView: View {
    public init() {}

    public var body: some View {
        Text("Feed").foregroundStyle(FeedAsset.accent.swiftUIColor)
    }
}
