import Accounts
import AccountsInterfaces
import Networking
import Payments
import PaymentsInterfaces
import SwiftUI

@main
struct BankingApp: App {
    private let client = HTTPClient(baseURL: URL(string: "https://api.example.com")!)

    var body: some Scene {
        WindowGroup {
            AccountsScreen(
                accounts: DefaultAccountsService(),
                payments: DefaultPaymentsService(transport: client)
            )
        }
    }
}
