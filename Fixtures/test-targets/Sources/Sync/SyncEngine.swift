import Foundation
import Storage

public struct Change: Codable, Equatable, Sendable {
    public var key: String
    public var revision: Int
}

public actor SyncEngine {
    let store: any KeyValueStore
    private(set) var lastRevision = 0

    public init(store: any KeyValueStore) {
        self.store = store
    }

    public func apply(_ changes: [Change]) async throws {
        for change in changes where change.revision > lastRevision {
            let payload = try JSONEncoder().encode(change)
            await store.set(payload, forKey: change.key)
            lastRevision = change.revision
        }
    }
}
