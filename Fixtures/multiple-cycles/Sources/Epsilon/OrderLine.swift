import Delta
import Foundation

public struct OrderLine: Hashable {
    public var sku: String
    public var quantity: Int
    public var price: Decimal

    public init(sku: String, quantity: Int, price: Decimal) {
        self.sku = sku
        self.quantity = quantity
        self.price = price
    }

    public func appended(to order: Order) -> Order {
        var copy = order
        copy.lines.append(self)
        return copy
    }
}
