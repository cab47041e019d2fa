import XCTest
@testable import Networking

final class ClientTests: XCTestCase {
    func testSend() {
        Client().send(Request(path: "/status"))
    }
}
