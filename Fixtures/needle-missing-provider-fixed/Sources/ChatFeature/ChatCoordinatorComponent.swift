import Core
import NeedleFoundation

public protocol ChatCoordinatorDependency: Dependency {
    var session: ISession { get }
}

public final class ChatCoordinatorComponent: Component<ChatCoordinatorDependency> {
    public var chatService: IChatService {
        shared { ChatService() }
    }

    public var chatListComponent: ChatListComponent {
        ChatListComponent(parent: self)
    }
}
