import Analytics
import Foundation

struct ForecastFormatter {
    func format(_ degrees: Double) -> String {
        "\(Int(degrees))°"
    }
}
