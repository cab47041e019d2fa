import Foundation
import Networking
import PaymentsInterfaces

public final class DefaultPaymentsService: PaymentsService {
    private let transport: HTTPClient

    public init(transport: HTTPClient) {
        self.transport = transport
    }

    public func send(_ payment: Payment) async throws {
        _ = try await transport.post("/payments", body: payment)
    }
}
