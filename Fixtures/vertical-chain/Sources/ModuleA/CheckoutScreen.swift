import ModuleB
import Foundation

public struct CheckoutScreen {
    public var cart: Cart

    public init(cart: Cart = Cart()) {
        self.cart = cart
    }

    public var summary: String {
        "\(cart.items.count) items, total \(cart.total)"
    }
}
