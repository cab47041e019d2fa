@testable import Checkout
import CheckoutMocks

let cart = Cart(items: [1, 2])
print(cart.total, MockPaymentService().payments)
