import Foundation
import ShopInterfaces

public struct CheckoutScreen {
    public var cart: any CartProviding

    public init(cart: any CartProviding) {
        self.cart = cart
    }

    public var summary: String {
        "\(cart.items.count) items, total \(cart.total)"
    }
}
