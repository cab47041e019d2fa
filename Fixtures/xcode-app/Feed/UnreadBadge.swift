import Chat
import FeedInterface

/// The badge on the feed's chat button. It reaches into Chat's implementation instead of going
/// through ChatService.
public struct UnreadBadge {
    public init() {}

    public func text() async -> String {
        let count = await ChatRepository.shared.unreadCount
        return count == 0 ? "" : "\(count)"
    }
}
