import Cart

public struct Receipt: Sendable {
    public var total: Int
    public var items: [CartItem] = []
    public init(total: Int) { self.total = total }
}
