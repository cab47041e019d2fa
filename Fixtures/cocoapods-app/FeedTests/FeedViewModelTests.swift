import XCTest
@testable import Feed

final class FeedViewModelTests: XCTestCase {
    func testFeedHasItems() {
        XCTAssertEqual(FeedViewModel().items().count, 2)
    }
}
