public struct ChatScreen {
    public init() {}
}
