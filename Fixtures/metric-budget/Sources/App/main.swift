import Checkout
import Profile

let screens: [Any] = [CheckoutScreen(), ProfileScreen()]
