public protocol FeedLoading {
    func reload()
}
