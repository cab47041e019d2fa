import Tools

public struct ChatView {
    public let tool = Tool()
}
