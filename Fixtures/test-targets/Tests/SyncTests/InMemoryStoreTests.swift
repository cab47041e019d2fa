import Foundation
@testable import Storage
import Testing

@Suite struct InMemoryStoreTests {
    @Test func setNilRemovesTheValue() async {
        let store = InMemoryStore()
        await store.set(Data([1, 2, 3]), forKey: "k")
        await store.set(nil, forKey: "k")
        #expect(await store.data(forKey: "k") == nil)
    }
}
