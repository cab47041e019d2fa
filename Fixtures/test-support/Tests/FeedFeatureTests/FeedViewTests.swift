import APIClientMocks
import FeedFeature
import SnapshotSupport
import XCTest

final class FeedViewTests: XCTestCase {
    func testTitle() {
        let view = FeedView(client: MockAPIClient(responses: ["feed": "Hello"]))
        XCTAssertEqual(snapshot(view), "# Hello")
    }
}
