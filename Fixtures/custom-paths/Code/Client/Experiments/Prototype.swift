import Lib
import Reports

// Not listed in the Client target's `sources:`, so SwiftPM never compiles it.
// If it were counted, Client -> Reports -> Client would be a cycle.
func prototypeSummary(of amounts: [Money]) -> String {
    MonthlyReport(entries: amounts).summary
}
