import Foundation

public protocol PriceListing: Sendable {
    func price(of sku: String) -> Decimal?
}

public protocol CartProviding: Sendable {
    var items: [String: Int] { get }
    var total: Decimal { get }
    mutating func add(_ sku: String, quantity: Int)
}
