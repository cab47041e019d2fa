import Foundation

public actor Defaults {
    private var values: [String: Bool] = [:]

    public init() {}

    public func bool(forKey key: String) -> Bool { values[key] ?? false }

    public func set(_ value: Bool, forKey key: String) { values[key] = value }
}
