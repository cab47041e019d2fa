/// What other features may ask of the chat feature.
public protocol ChatOpening: Sendable {
    var unreadCount: Int { get async }
    func openThread(_ id: ChatThreadID) async
}

public struct ChatThreadID: Hashable, Sendable {
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
