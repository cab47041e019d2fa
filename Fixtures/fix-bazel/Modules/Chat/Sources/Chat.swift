public struct ChatView {
    public init() {}
}
