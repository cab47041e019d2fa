import Foundation
import SwiftUI

public struct AccountBalance: Identifiable, Sendable {
    public let id: UUID
    public let name: String
    public let amount: Decimal
    public var tint: Color { amount < 0 ? .red : .primary }

    public init(id: UUID, name: String, amount: Decimal) {
        self.id = id
        self.name = name
        self.amount = amount
    }
}

public protocol AccountsService: Sendable {
    func balances() async throws -> [AccountBalance]
}
