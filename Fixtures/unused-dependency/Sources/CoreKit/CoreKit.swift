// One import for the app's modules: the core protocols come along.
@_exported import CoreInterfaces

public struct PrintLogger: Logger {
    public let category: String

    public init(category: String) {
        self.category = category
    }

    public func debug(_ message: String) {
        print("[\(category)] \(message)")
    }
}
