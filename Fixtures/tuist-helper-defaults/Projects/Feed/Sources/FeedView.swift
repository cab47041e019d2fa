import Logging

public struct FeedView {
    let logger = Logger()
    public init() {}
}
