import Orders

/// Refunds need the order back: this import closes the cycle.
public struct Refund {
    public var order: Order
    public var method: PaymentMethod
}
