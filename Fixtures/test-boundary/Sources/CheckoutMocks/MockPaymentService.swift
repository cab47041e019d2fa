import Checkout

public final class MockPaymentService: PaymentService {
    public private(set) var payments: [Int] = []

    public init() {}

    public func pay(_ amount: Int) async throws {
        payments.append(amount)
    }
}
