import Core
import NeedleFoundation

public protocol ChatListDependency: Dependency {
    var logger: ILogger { get }
    var chatService: IChatService { get }
    var chatRepository: IChatRepository { get }
    var session: ISession { get }
}

public final class ChatListComponent: Component<ChatListDependency> {
    public var title: String {
        "Chats of \(dependency.session.userID)"
    }
}
