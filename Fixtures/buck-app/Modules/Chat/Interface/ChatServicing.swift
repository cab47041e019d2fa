public protocol ChatServicing: AnyObject {
    var unreadCount: Int { get }
    func markAllRead()
}

public struct ChatSummary: Hashable, Sendable {
    public let title: String
    public let unread: Int

    public init(title: String, unread: Int) {
        self.title = title
        self.unread = unread
    }
}
