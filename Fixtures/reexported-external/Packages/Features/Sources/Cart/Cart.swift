import BaseKit

public struct Cart {
    let logger = Logger()

    public init() {}

    public func add(_ item: String) {
        logger.log("added \(item)")
    }
}
