import AccountsInterfaces
import Foundation

public final class DefaultAccountsService: AccountsService {
    public init() {}

    public func balances() async throws -> [AccountBalance] {
        [AccountBalance(id: UUID(), name: "Checking", amount: 1_250)]
    }
}
