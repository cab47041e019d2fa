import Legacy

public struct SearchScreen {
    public init() {}
    public var title: String { "search" }
}
