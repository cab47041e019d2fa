import SwiftUI
import Chat

public struct UnreadBadge: View {
    let chats: ChatRepository

    public init(chats: ChatRepository) {
        self.chats = chats
    }

    public var body: some View {
        Text("\(chats.unreadCount)")
            .padding(4)
            .background(Circle().fill(.red))
    }
}
