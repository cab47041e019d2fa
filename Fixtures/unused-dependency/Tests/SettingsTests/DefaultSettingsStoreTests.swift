import Settings
import XCTest

final class DefaultSettingsStoreTests: XCTestCase {
    func testAValueIsRemembered() async {
        let store = DefaultSettingsStore()
        await store.set(true, forKey: "darkMode")
        let value = await store.bool(forKey: "darkMode")
        XCTAssertTrue(value)
    }
}
