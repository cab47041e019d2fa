import Feature
import XCTest

final class FeatureTests: XCTestCase {
    func testTitle() {
        XCTAssertEqual(FeatureView(title: "A").title, "A")
    }
}
