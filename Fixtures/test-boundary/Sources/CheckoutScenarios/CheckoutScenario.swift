@testable import Checkout
import XCTest

/// UI test scenarios, kept in a library that no target depends on yet.
open class CheckoutScenario: XCTestCase {
    public func assertTotal(_ cart: Cart, _ expected: Int) {
        XCTAssertEqual(cart.total, expected)
    }
}
