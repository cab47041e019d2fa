import Client

// Excluded from the Lib target (see Package.swift). Compiling it would make
// Lib depend on Client, which already depends on Lib.
extension Money {
    public func submit(with client: LedgerClient) async throws {
        try await client.post(self)
    }
}
