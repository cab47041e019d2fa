@testable import Checkout
import CheckoutMocks
import CheckoutTesting
import SnapshotHelpers
import XCTest

final class CartTests: XCTestCase {
    func testTotal() async throws {
        let cart: Cart = CartFixtures.full
        XCTAssertEqual(cart.total, 7)
        XCTAssertEqual(snapshot(CartFixtures.full), "Cart(2 items, total 7)")
        let payments = MockPaymentService()
        try await payments.pay(7)
        XCTAssertEqual(payments.payments, [7])
    }
}
