import ModuleA

var screen = CheckoutScreen()
screen.cart.add("apple", quantity: 3)
print(screen.summary)
