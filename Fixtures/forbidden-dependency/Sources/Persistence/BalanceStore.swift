import Foundation

public actor BalanceStore {
    private var balances: [String: Decimal] = ["Checking": 1_250]

    public init() {}

    public func cached() -> [String: Decimal] {
        balances
    }
}
