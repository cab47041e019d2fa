@testable import Checkout
import CheckoutMocks

func receipt(for cart: Cart) -> String {
    "Total: \(cart.total) (paid with \(type(of: MockPaymentService())))"
}
