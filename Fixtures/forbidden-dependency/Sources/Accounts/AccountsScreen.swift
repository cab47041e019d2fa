import AccountsInterfaces
import DesignSystem
import Payments
import SwiftUI

public struct AccountsScreen: View {
    let accounts: any AccountsService
    let payments: DefaultPaymentsService
    @State private var balances: [AccountBalance] = []

    public init(accounts: any AccountsService, payments: DefaultPaymentsService) {
        self.accounts = accounts
        self.payments = payments
    }

    public var body: some View {
        List(balances) { balance in
            BalanceRow(title: balance.name, amount: balance.amount)
        }
        .task { balances = (try? await accounts.balances()) ?? [] }
    }
}
