import Networking
import XCTest

final class ClientTests: XCTestCase {
    func testTheDescriptionNamesTheServer() {
        XCTAssertTrue(Client(baseURL: "https://example.com").describe().hasPrefix("https://example.com"))
    }
}
