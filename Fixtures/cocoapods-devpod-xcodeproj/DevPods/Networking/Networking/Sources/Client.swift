import Core

public final class Client {
    public init() {}

    public func send(_ request: Request) {
        Log.info(request.path)
        request.record()
    }
}
