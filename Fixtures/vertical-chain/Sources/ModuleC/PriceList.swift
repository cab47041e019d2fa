import Foundation

public struct PriceList: Sendable {
    private let prices: [String: Decimal]

    public init(prices: [String: Decimal] = ["apple": 0.5, "bread": 2.2]) {
        self.prices = prices
    }

    public func price(of sku: String) -> Decimal? {
        prices[sku]
    }
}
