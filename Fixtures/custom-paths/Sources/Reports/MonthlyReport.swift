import Client
import Lib

public struct MonthlyReport {
    public var entries: [Money]

    public init(entries: [Money]) {
        self.entries = entries
    }

    public var summary: String {
        guard let first = entries.first else { return "no entries" }
        let total = entries.dropFirst().reduce(first, +)
        return "\(entries.count) entries, total \(total.minorUnits) \(total.currency)"
    }

    public func post(to ledger: some Ledger) async throws {
        for entry in entries {
            try await ledger.post(entry)
        }
    }
}
