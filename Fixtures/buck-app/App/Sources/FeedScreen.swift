import SwiftUI
import Feed
import Chat
import Core

struct FeedScreen: View {
    let model: FeedViewModel

    var body: some View {
        List(model.titles, id: \.self) { title in
            Text(title)
        }
        .overlay(alignment: .topTrailing) {
            UnreadBadge(chats: ChatRepository(logger: Logger(category: "badge")))
        }
    }
}
