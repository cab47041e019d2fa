public protocol ILogger {
    func log(_ message: String)
}

public protocol IChatService {
    func send(_ text: String, to chat: String)
}

public protocol ISession {
    var userID: String { get }
}

public protocol IChatRepository {
    func chats() -> [String]
}

public final class ConsoleLogger: ILogger {
    public init() {}
    public func log(_ message: String) { print(message) }
}

public final class ChatService: IChatService {
    public init() {}
    public func send(_ text: String, to chat: String) {}
}

public struct Session: ISession {
    public var userID: String
    public init(userID: String) { self.userID = userID }
}

public final class ChatRepository: IChatRepository {
    public init() {}
    public func chats() -> [String] { [] }
}
