import SwiftUI

public struct BalanceRow: View {
    let title: String
    let amount: Decimal

    public init(title: String, amount: Decimal) {
        self.title = title
        self.amount = amount
    }

    public var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(amount, format: .currency(code: "EUR"))
        }
    }
}
