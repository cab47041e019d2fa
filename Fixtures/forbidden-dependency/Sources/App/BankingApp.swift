import Accounts
import AccountsInterfaces
import Networking
import Payments
import PaymentsInterfaces
import Persistence
import SwiftUI

@main
struct BankingApp: App {
    private let client = HTTPClient(baseURL: URL(string: "https://api.example.com")!)
    private let store = BalanceStore()
    private var payments: any PaymentsService { DefaultPaymentsService(transport: client) }

    var body: some Scene {
        WindowGroup {
            AccountsScreen(accounts: DefaultAccountsService(store: store))
        }
    }
}
