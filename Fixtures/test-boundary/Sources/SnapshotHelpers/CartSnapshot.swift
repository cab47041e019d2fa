@testable import Checkout

public func snapshot(_ cart: Cart) -> String {
    "Cart(\(cart.items.count) items, total \(cart.total))"
}
