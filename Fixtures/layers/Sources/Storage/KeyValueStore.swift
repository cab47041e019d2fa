import Foundation

public final class KeyValueStore: @unchecked Sendable {
    public static let standard = KeyValueStore()

    private let lock = NSLock()
    private var values: [String: Data] = [:]

    public init() {}

    public subscript(key: String) -> Data? {
        get { lock.withLock { values[key] } }
        set { lock.withLock { values[key] = newValue } }
    }
}
