import Cart
import Feed
import Search

print(CartItem(sku: "1"), FeedItem(title: "t"), SearchQuery(text: "q"))
