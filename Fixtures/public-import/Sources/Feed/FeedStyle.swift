public import DesignSystem

public struct FeedStyle {
    public var tint: String

    // `.brand` is declared by DesignSystem's extension of String: clients compile this default argument.
    public init(tint: String = .brand) {
        self.tint = tint
    }
}
