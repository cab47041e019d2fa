import Foundation
import Chat

/// The number on the chat tab. It reads the coordinator directly instead of going through
/// `ChatOpening`: the shortcut this fixture is about.
public struct UnreadBadge: Sendable {
    public init() {}

    public func text() async -> String? {
        let count = await ChatCoordinator.shared.unreadCount
        return count == 0 ? nil : count > 99 ? "99+" : String(count)
    }
}
