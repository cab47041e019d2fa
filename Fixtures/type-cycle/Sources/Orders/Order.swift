import Payments

public struct Order {
    public var id: String
    public var method: PaymentMethod
    public var receipt: Receipt?
}
