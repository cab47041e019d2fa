import Networking

/// The request for a search of `query`.
func searchRequest(_ query: String) -> Request {
    Request(path: "/search/" + query.trimmedOfSpaces.localized())
}
