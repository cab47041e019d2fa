import Client
import Lib

// Documentation snippet: part of the Lib.docc catalog, not of the Lib target.
let client = LedgerClient()
let amount = Money(minorUnits: 1_250, currency: "EUR")
try await client.post(amount)
