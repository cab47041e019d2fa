import Epsilon

public struct Order: Identifiable {
    public let id: Int
    public var lines: [OrderLine]

    public var total: Decimal {
        lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
    }

    public init(id: Int, lines: [OrderLine] = []) {
        self.id = id
        self.lines = lines
    }
}
