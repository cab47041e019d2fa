import Alpha
import Delta

public struct Checkout {
    public let session: Session
    public let order: Order

    public init(session: Session, order: Order) {
        self.session = session
        self.order = order
    }

    public var canSubmit: Bool {
        !session.isExpired && !order.lines.isEmpty
    }
}
