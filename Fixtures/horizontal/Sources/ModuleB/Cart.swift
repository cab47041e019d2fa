import Foundation
import ShopInterfaces

public struct Cart: CartProviding {
    public private(set) var items: [String: Int] = [:]
    private let prices: any PriceListing

    public init(prices: any PriceListing) {
        self.prices = prices
    }

    public mutating func add(_ sku: String, quantity: Int = 1) {
        items[sku, default: 0] += quantity
    }

    public var total: Decimal {
        items.reduce(0) { sum, item in sum + (prices.price(of: item.key) ?? 0) * Decimal(item.value) }
    }
}
