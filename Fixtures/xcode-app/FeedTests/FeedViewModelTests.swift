@testable import Feed
import FeedInterface
import ChatInterface
import XCTest

final class FeedViewModelTests: XCTestCase {
    private struct StubFeed: FeedService {
        func latestItems() async -> [FeedItem] { [FeedItem(id: "1", text: "Hello")] }
    }

    private actor StubChat: ChatService {
        var opened: [String] = []
        var unreadCount: Int { 0 }
        func openConversation(with userID: String) async { opened.append(userID) }
    }

    func testReloadShowsTheServicesItems() async {
        let model = FeedViewModel(service: StubFeed(), chat: StubChat())
        await model.reload()
        XCTAssertEqual(model.items.map(\.text), ["Hello"])
    }
}
