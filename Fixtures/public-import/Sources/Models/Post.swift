public struct Post: Sendable {
    public var title: String

    public init(title: String) {
        self.title = title
    }
}
