import AccountsInterfaces
import DesignSystem
import SwiftUI

public struct AccountsScreen: View {
    let accounts: any AccountsService
    @State private var balances: [AccountBalance] = []

    public init(accounts: any AccountsService) {
        self.accounts = accounts
    }

    public var body: some View {
        List(balances) { balance in
            BalanceRow(title: balance.name, amount: balance.amount)
        }
        .task { balances = (try? await accounts.balances()) ?? [] }
    }
}
