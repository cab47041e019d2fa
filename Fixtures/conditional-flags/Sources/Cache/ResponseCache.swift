public final class ResponseCache {
    public init() {}
}
