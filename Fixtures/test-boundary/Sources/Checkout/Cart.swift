/// A cart; its total is internal, read by the app through `@testable import`.
public struct Cart {
    var items: [Int]

    public init(items: [Int]) {
        self.items = items
    }

    var total: Int { items.reduce(0, +) }
}
