@testable import Chat
import ChatInterfaces
import XCTest

final class ChatCoordinatorTests: XCTestCase {
    func testOpeningAThreadClearsItsUnreadMessages() async {
        let coordinator = ChatCoordinator()
        let thread = ChatThreadID("t1")
        await coordinator.receive(in: thread)
        await coordinator.receive(in: ChatThreadID("t2"))

        await coordinator.openThread(thread)

        let unread = await coordinator.unreadCount
        XCTAssertEqual(unread, 1)
    }
}
