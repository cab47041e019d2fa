import Core
import XCTest

final class ClockTests: XCTestCase {
    func testTheClockTellsTheTimeItIsGiven() {
        XCTAssertEqual(Clock(now: { 42 }).now(), 42)
    }
}
