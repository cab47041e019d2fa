import Foundation

public struct Logger: Sendable {
    public init() {}

    public func log(_ message: String) {
        print(message)
    }
}
