@testable import Storage
@testable import Sync
import XCTest

final class SyncEngineTests: XCTestCase {
    func testOlderRevisionsAreIgnored() async throws {
        let store = InMemoryStore()
        let engine = SyncEngine(store: store)

        try await engine.apply([Change(key: "a", revision: 2)])
        try await engine.apply([Change(key: "b", revision: 1)])

        let revision = await engine.lastRevision
        let keys = await store.values.keys.sorted()
        XCTAssertEqual(revision, 2)
        XCTAssertEqual(keys, ["a"])
    }
}
