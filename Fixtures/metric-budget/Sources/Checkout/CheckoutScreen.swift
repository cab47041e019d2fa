import Payments

public struct CheckoutScreen {
    public init() {}
    let payments = PaymentService()
}
