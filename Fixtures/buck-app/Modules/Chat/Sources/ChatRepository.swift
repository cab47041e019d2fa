import ChatInterface
import Core

public final class ChatRepository: ChatServicing {
    private let logger: Logger
    private var summaries: [Identifier: ChatSummary] = [:]

    public init(logger: Logger) {
        self.logger = logger
    }

    public var unreadCount: Int {
        summaries.values.reduce(0) { $0 + $1.unread }
    }

    public func markAllRead() {
        for (id, summary) in summaries {
            summaries[id] = ChatSummary(title: summary.title, unread: 0)
        }
        logger.log("marked \(summaries.count) chats read")
    }
}
