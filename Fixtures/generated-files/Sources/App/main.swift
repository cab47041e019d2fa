import Feed
import Profile

let screen = ProfileView(feed: FeedView())
print(screen.title)
