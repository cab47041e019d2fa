import Feed

print(FeedScreen().title)
