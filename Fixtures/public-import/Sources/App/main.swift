import Feed

// HTTPClient comes from Networking, which Feed re-exports: App never says it uses Networking.
let client = HTTPClient()
print(client.get("/status"), FeedLoader().load().count)
