import Analytics
import Feed
import Foundation
import Networking
import Profile
import Settings

let client = APIClient(baseURL: URL(string: "https://example.com/api")!)
let feed = FeedScreen(client: client)
let header = FeedAuthorHeader(authorID: "42")
let tracker = Tracker(settings: SettingsStore())
tracker.track("launch")
_ = try await feed.refresh()
print(header.card.userID)
