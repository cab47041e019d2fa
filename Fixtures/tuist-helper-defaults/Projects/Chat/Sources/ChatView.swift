import DesignSystem

public struct ChatView {
    public let tint = Palette.accent
    public init() {}
}
