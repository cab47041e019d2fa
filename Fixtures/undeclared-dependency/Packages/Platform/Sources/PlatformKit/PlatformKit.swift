// Everything a feature needs from the platform, in one import: the protocols come along.
@_exported import PlatformInterfaces

public struct ConsoleLogger: Logger {
    public let subsystem: String

    public init(subsystem: String) {
        self.subsystem = subsystem
    }

    public func info(_ message: String) {
        print("[\(subsystem)] \(message)")
    }
}

public enum Platform {
    public static let logger: any Logger = ConsoleLogger(subsystem: "reader")
}
