import Checkout

public struct CartItem: Sendable {
    public var sku: String
    public init(sku: String) { self.sku = sku }
    public func pay() -> Receipt { Receipt(total: 1) }
}
