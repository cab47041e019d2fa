import Foundation

public enum LogLevel: Int, Comparable, Sendable {
    case debug, info, warning, error

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

public protocol Logging: Sendable {
    func log(_ level: LogLevel, _ message: @autoclosure () -> String)
}

public struct ConsoleLogger: Logging {
    public var minimumLevel: LogLevel

    public init(minimumLevel: LogLevel = .info) {
        self.minimumLevel = minimumLevel
    }

    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level >= minimumLevel else { return }
        print("[\(level)] \(message())")
    }
}
