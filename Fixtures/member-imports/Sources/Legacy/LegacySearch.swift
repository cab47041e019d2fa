import Networking

/// The old search, until Feature's replaces it.
func legacySearch(_ query: String) -> Request {
    Request(path: "/legacy/" + query.trimmedOfSpaces)
}
