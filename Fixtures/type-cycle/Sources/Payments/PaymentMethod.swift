public enum PaymentMethod {
    case card, cash
}

public struct Receipt {
    public var total: Int
}
