import APIClient
import FeedFeature

let feed = FeedView(client: LiveAPIClient())
print(feed.render())
