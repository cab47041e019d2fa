import APIClient
import XCTest

final class LiveAPIClientTests: XCTestCase {
    func testFetchGets() {
        XCTAssertEqual(LiveAPIClient().fetch("feed"), "GET /feed")
    }
}
