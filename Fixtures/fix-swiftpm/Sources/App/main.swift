import Feed
import Logging

print(FeedView().title)
