import Core
import SwiftUI

public struct FeedView: View {
    public init() {}

    public var body: some View {
        Text(Formatter.title(for: "Feed"))
            .foregroundStyle(Color("Accent", bundle: Bundle(identifier: "com.example.app.Assets")))
    }
}
