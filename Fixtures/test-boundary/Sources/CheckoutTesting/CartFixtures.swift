@testable import Checkout
import CheckoutMocks

public enum CartFixtures {
    public static let full = Cart(items: [3, 4])
    public static var fullTotal: Int { full.total }
    public static let payments = MockPaymentService()
}
