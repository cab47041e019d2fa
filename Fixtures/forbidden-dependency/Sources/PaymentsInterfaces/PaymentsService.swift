import Foundation

public struct Payment: Codable, Sendable {
    public let iban: String
    public let amount: Decimal
}

public protocol PaymentsService: Sendable {
    func send(_ payment: Payment) async throws
}
