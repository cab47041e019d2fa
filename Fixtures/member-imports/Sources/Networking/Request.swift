import Core

/// One request to the server.
public struct Request {
    public var path: String

    public init(path: String) {
        self.path = path.trimmedOfSpaces
    }
}
