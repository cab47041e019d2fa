import ChatInterface
import Core

/// The chat feature's implementation of ``ChatService``.
public actor ChatRepository: ChatService {
    public static let shared = ChatRepository()

    private var unread: [String: Int] = [:]

    public init() {}

    public var unreadCount: Int {
        unread.values.reduce(0, +)
    }

    public func openConversation(with userID: String) async {
        unread[userID] = nil
        Logger.shared.log("opened conversation with \(userID)")
    }
}
