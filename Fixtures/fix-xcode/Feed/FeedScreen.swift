import Core

public final class FeedScreen {
    public init() {}

    public func show() {
        Logger.log("feed")
    }
}
