import ModuleA
import ModuleB
import ModuleC
import ShopInterfaces

// Composition root: the only module that knows all three implementations.
let prices: any PriceListing = PriceList()
var screen = CheckoutScreen(cart: Cart(prices: prices))
screen.cart.add("apple", quantity: 3)
print(screen.summary)
