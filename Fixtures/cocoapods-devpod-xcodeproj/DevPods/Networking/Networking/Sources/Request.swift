import Analytics

public struct Request {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    func record() {
        Tracker().track(path)
    }
}
