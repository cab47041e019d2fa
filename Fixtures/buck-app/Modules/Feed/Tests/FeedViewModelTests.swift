import XCTest
import FeedInterface
import ChatInterface
@testable import Feed

private struct StubFeed: FeedService {
    func latestTitles() async -> [String] { ["Hello", "World"] }
}

private final class StubChats: ChatServicing {
    var unreadCount = 3
    func markAllRead() { unreadCount = 0 }
}

final class FeedViewModelTests: XCTestCase {
    func testReloadLoadsTitles() async {
        let model = FeedViewModel(service: StubFeed(), chats: StubChats())
        await model.reload()
        XCTAssertEqual(model.titles, ["Hello", "World"])
    }
}
