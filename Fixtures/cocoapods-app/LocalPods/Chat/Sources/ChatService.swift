import ChatInterface
import Core

/// Opens conversations and records each one.
public final class ChatService: ChatOpening {
    private let logger: Logger

    public init(logger: Logger = .shared) {
        self.logger = logger
    }

    public func openChat(with userID: String) {
        logger.log("chat opened with \(userID)")
    }
}
