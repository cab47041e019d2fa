/// Opens a conversation from anywhere in the app.
public protocol ChatOpening {
    func openChat(with userID: String)
}
