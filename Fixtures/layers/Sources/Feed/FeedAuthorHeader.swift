import Profile

/// Shows the author of a post with the profile feature's card: a feature reaching into another
/// feature instead of being handed what it needs by the App.
public struct FeedAuthorHeader: Sendable {
    public var card: ProfileCard

    public init(authorID: String) {
        card = ProfileCard(userID: authorID)
    }
}
