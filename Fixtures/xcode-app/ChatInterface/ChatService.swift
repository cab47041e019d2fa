/// Opens conversations; Chat implements it.
public protocol ChatService: Sendable {
    func openConversation(with userID: String) async
    var unreadCount: Int { get async }
}
