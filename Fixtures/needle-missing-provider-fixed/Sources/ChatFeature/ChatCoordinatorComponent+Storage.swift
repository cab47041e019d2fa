import Core

extension ChatCoordinatorComponent {
    public var chatRepository: IChatRepository {
        shared { ChatRepository() }
    }
}
