import Foundation
import Lib

public protocol Ledger: Sendable {
    func post(_ amount: Money) async throws
}

public actor LedgerClient: Ledger {
    private var posted: [Money] = []

    public init() {}

    public func post(_ amount: Money) async throws {
        guard amount.minorUnits > 0 else { throw LedgerError.nonPositive(amount) }
        posted.append(amount)
    }

    public var balance: Money? {
        posted.dropFirst().reduce(posted.first) { partial, next in partial.map { $0 + next } }
    }
}
