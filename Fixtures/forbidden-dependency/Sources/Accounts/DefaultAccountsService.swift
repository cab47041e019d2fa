import AccountsInterfaces
import Foundation
import Persistence

public final class DefaultAccountsService: AccountsService {
    private let store: BalanceStore

    public init(store: BalanceStore) {
        self.store = store
    }

    public func balances() async throws -> [AccountBalance] {
        await store.cached().map { AccountBalance(id: UUID(), name: $0.key, amount: $0.value) }
    }
}
