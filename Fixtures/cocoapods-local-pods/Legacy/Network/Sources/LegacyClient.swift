public final class LegacyClient {
    public init() {}
}
