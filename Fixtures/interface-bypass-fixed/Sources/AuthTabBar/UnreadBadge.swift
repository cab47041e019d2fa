import ChatInterfaces
import Foundation

/// The number on the chat tab, read through the chat feature's interface.
public struct UnreadBadge: Sendable {
    private let chat: any ChatOpening

    public init(chat: any ChatOpening) {
        self.chat = chat
    }

    public func text() async -> String? {
        let count = await chat.unreadCount
        return count == 0 ? nil : count > 99 ? "99+" : String(count)
    }
}
