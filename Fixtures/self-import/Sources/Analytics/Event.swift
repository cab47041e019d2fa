import Foundation

public struct Event: Codable, Hashable, Sendable {
    public var name: String
    public var properties: [String: String]
    public var timestamp: Date

    public init(name: String, properties: [String: String] = [:], timestamp: Date = Date()) {
        self.name = name
        self.properties = properties
        self.timestamp = timestamp
    }
}
