import ChatInterfaces
import Foundation

public actor ChatCoordinator: ChatOpening {
    public static let shared = ChatCoordinator()

    private var unread: [ChatThreadID: Int] = [:]
    private(set) var openThreads: [ChatThreadID] = []

    public init() {}

    public var unreadCount: Int {
        unread.values.reduce(0, +)
    }

    public func receive(in thread: ChatThreadID) {
        unread[thread, default: 0] += 1
    }

    public func openThread(_ id: ChatThreadID) {
        unread[id] = nil
        openThreads.append(id)
    }
}
