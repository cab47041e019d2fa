import CoreNetworking

/// Charges cards through the payment provider's HTTP API.
public struct PaymentService {
    public init() {}
    let client = HTTPClient()

    public func charge(cents: Int) async throws {
        try await client.post("/charges", body: "amount=\(cents)")
    }

    public func refund(chargeID: String) async throws {
        try await client.post("/refunds", body: "charge=\(chargeID)")
    }
}
