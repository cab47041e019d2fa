import Analytics
import XCTest

final class TrackerTests: XCTestCase {
    func testEventsAreKeptInOrder() {
        let tracker = Tracker()
        tracker.track("launch")
        tracker.track("login")
        XCTAssertEqual(tracker.events, ["launch", "login"])
    }
}
