public import FeedInterface

// The conformance is as public as FeedLoader and FeedLoading: the import must stay public.
extension FeedLoader: FeedLoading {}
