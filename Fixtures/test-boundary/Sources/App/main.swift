import Checkout
import CheckoutMocks
import DebugMenu
import Settings

let cart = Cart(items: [5, 6])
let payments: any PaymentService = MockPaymentService()
print(cart, payments, DebugMenu.lines(), SettingsScreen.title)
